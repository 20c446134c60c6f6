import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { LinkButton } from '../../components/LinkButton';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ScreenFrame } from '../../components/ScreenFrame';
import { PageSkeleton } from '../../components/Skeleton';
import { str } from '../../content/contentFields';
import { SubscriptionDetails } from './SubscriptionDetails';
import { SubscriptionDialogs } from './SubscriptionDialogs';
import { useSubscriptionArea } from './useSubscriptionArea';

export interface SubscriptionAreaScreenProps {
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
}

/**
 * spec §2 subscription area (`/my-subscriptions` and `/subscription/my-subscriptions`): the
 * member's subscription from `GET /users/current/subscriptions?isPrimary=true` (spec §6:
 * signed in, with the subscription product), its status label (spec §4), plan, cost and
 * frequency, points so far, renewal date, card and age; and the cancel, edit, renew and
 * refund dialogs, each offered as the subscription's own `cancelInfo`, `refundInfo` and
 * renewal fields say and each stating what it will do before the member confirms. The
 * calls are the own-origin ones of docs/api-contract.md. Content type `subscriptionArea`.
 */
export function SubscriptionAreaScreen({ setDocumentTitle = true }: SubscriptionAreaScreenProps) {
  const area = useSubscriptionArea(setDocumentTitle);
  const { copy, layout, sub, actions, show } = area;

  return (
    <ScreenFrame
      name="my-subscriptions"
      {...(layout.closeLabel ? { dismissLabel: layout.closeLabel } : {})}
    >
      <div className="avios-container avios-section avios-subscription-area">
        {area.loading ? (
          <PageSkeleton label={str(layout.loadingLabel)} height="18rem" />
        ) : (
          <>
            <h1 part="title">{str(copy.title)}</h1>
            {/* outside the card: an immediate cancel leaves no current subscription to show */}
            <p role="status" className="avios-subscription__done">
              {area.done ?? ''}
            </p>
            {!area.signedIn ? (
              <LoginPrompt copy={copy} onLogin={area.login} />
            ) : !sub ? (
              <Card as="section" labelledBy="avios-no-subscription">
                <h2 part="heading" id="avios-no-subscription">
                  {str(copy.noSubscriptionTitle)}
                </h2>
                <p>{str(copy.noSubscriptionText)}</p>
                <LinkButton href="/subscription">{str(copy.subscribeLinkText)}</LinkButton>
              </Card>
            ) : (
              <Card
                as="section"
                className="avios-subscription"
                labelledBy="avios-subscription-name"
              >
                <SubscriptionDetails
                  sub={sub}
                  copy={copy}
                  cancelDate={actions.cancelDate}
                  price={area.perPeriod(sub)}
                />
                <div className="avios-subscription__actions">
                  {actions.canRenew ? (
                    <Button onClick={() => show('renew')}>{str(copy.renewButtonText)}</Button>
                  ) : null}
                  {actions.canEdit ? (
                    <Button variant="secondary" onClick={() => show('edit')}>
                      {str(copy.editButtonText)}
                    </Button>
                  ) : null}
                  {actions.canRefund ? (
                    <Button variant="secondary" onClick={() => show('refund')}>
                      {str(copy.refundButtonText)}
                    </Button>
                  ) : null}
                  {actions.canCancel ? (
                    <Button variant="ghost" onClick={() => show('cancel')}>
                      {str(copy.cancelButtonText)}
                    </Button>
                  ) : null}
                </div>
                <SubscriptionDialogs
                  sub={sub}
                  copy={copy}
                  planCopy={area.planCopy}
                  act={area.act}
                  failure={area.failure}
                  price={area.perPeriod(sub)}
                />
              </Card>
            )}
          </>
        )}
      </div>
    </ScreenFrame>
  );
}
