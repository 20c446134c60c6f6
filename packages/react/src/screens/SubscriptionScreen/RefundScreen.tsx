import type { ReactNode } from 'react';
import type { RefundState } from '@avios/sdk/rules';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { LinkButton } from '../../components/LinkButton';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ScreenFrame } from '../../components/ScreenFrame';
import { PageSkeleton } from '../../components/Skeleton';
import { fill, str } from '../../content/contentFields';
import { useRefundPage } from './useRefundPage';

export type { RefundState } from '@avios/sdk/rules';

export interface RefundScreenProps {
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
}

/**
 * spec §2 refund page: the four content states initial, success, failed and notEligible,
 * driven by the subscription's refund eligibility (`refundInfo.enabled`) and the refund
 * call (docs/api-contract.md "Own origin"); SDK rule `refundState`. The subscription is
 * `?subscription=<id>`, else the member's current one. Content type `refundPage`.
 */
export function RefundScreen({ setDocumentTitle = true }: RefundScreenProps) {
  const refund = useRefundPage(setDocumentTitle);
  const { copy, layout, loading, signedIn, state, busy, price, points } = refund;
  const back = (
    <LinkButton href="/my-subscriptions" variant="secondary">
      {str(copy.backLinkText)}
    </LinkButton>
  );
  const views: Record<RefundState, { title: string; text: string; body: ReactNode }> = {
    initial: {
      title: str(copy.initialTitle),
      text: fill(str(copy.initialText), { price, points }),
      body: (
        <div className="avios-refund__actions">
          <Button busy={busy} onClick={refund.confirm}>
            {str(copy.refundButtonText)}
          </Button>
          <LinkButton href="/my-subscriptions" variant="secondary">
            {str(copy.cancelButtonText)}
          </LinkButton>
        </div>
      ),
    },
    success: {
      title: str(copy.successTitle),
      text: fill(str(copy.successText), { price }),
      body: back,
    },
    failed: { title: str(copy.failedTitle), text: str(copy.failedText), body: back },
    notEligible: { title: str(copy.notEligibleTitle), text: str(copy.notEligibleText), body: back },
  };
  const view = views[state];

  return (
    <ScreenFrame name="refund" {...(layout.closeLabel ? { dismissLabel: layout.closeLabel } : {})}>
      <div className="avios-container avios-section avios-refund">
        {loading ? (
          <PageSkeleton label={str(layout.loadingLabel)} height="12rem" />
        ) : !signedIn ? (
          <>
            <h1 part="title">{str(copy.initialTitle)}</h1>
            <LoginPrompt copy={refund.areaCopy} onLogin={refund.login} />
          </>
        ) : (
          <Card as="section" className="avios-refund__state" labelledBy="avios-refund-title">
            <h1 part="title" id="avios-refund-title" data-state={state}>
              {view.title}
            </h1>
            <p role={state === 'failed' ? 'alert' : 'status'}>{view.text}</p>
            {view.body}
          </Card>
        )}
      </div>
    </ScreenFrame>
  );
}
