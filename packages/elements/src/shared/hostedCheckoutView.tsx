// What an element with `checkout="hosted"` shows of the hand-off (hostedCheckout.ts): on
// its checkout route, the wait for the payment window instead of a payment form; above the
// product step, that the window was closed and the choice kept; on the result route, that
// the browser blocked the window. Every word comes from the content service
// (content type `hostedCheckout`, docs/content-model.md).
import { useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  LoadingRegion,
  Progress,
  ScreenFrame,
  Skeleton,
} from '@avios/react/components';
import { useAviosContext, useContentEntry } from '@avios/react';
import type { ElementScreen } from './elementRoutes';
import type { ElementHostedCheckout } from './elementHostedCheckout';
import type { HostedSnapshot } from './hostedCheckout';

// this module and the hand-off's (elementHostedCheckout.ts and what it imports) are one
// on-demand chunk, fetched with checkout="hosted"
export { createElementHostedCheckout } from './elementHostedCheckout';

/** Fields of the `hostedCheckout` content entry. */
interface HostedCheckoutCopy {
  title?: string;
  waitingText?: string;
  readyText?: string;
  openButtonText?: string;
  checkingText?: string;
  closedTitle?: string;
  closedText?: string;
  blockedTitle?: string;
  blockedText?: string;
  dismissLabel?: string;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function useSnapshot(hosted: ElementHostedCheckout): HostedSnapshot {
  return useSyncExternalStore(hosted.subscribe, hosted.getSnapshot, hosted.getSnapshot);
}

/** The element's screen, with the hand-off in front of it where it applies. */
export function HostedCheckoutFrame({
  hosted,
  screen,
  children,
}: {
  hosted: ElementHostedCheckout;
  screen: ElementScreen;
  children: ReactNode;
}) {
  const snapshot = useSnapshot(hosted);
  const { transactionId } = screen;
  const onResult = screen.screen === 'checkout-transaction' && transactionId;
  useEffect(() => {
    if (onResult) hosted.takeBlockedNotice(onResult);
  }, [hosted, onResult]);

  if (screen.screen === 'checkout' && transactionId) {
    return <HostedCheckoutWait hosted={hosted} snapshot={snapshot} transactionId={transactionId} />;
  }
  const notice =
    snapshot.status === 'idle' &&
    ((snapshot.notice === 'closed' && screen.screen !== 'checkout-transaction') ||
      (snapshot.notice === 'blocked' && snapshot.transactionId === transactionId))
      ? snapshot.notice
      : undefined;
  return (
    <>
      {notice ? <HostedNotice notice={notice} onDismiss={() => hosted.dismissNotice()} /> : null}
      {children}
    </>
  );
}

/** The checkout route: pay in the shop's window, never here. */
function HostedCheckoutWait({
  hosted,
  snapshot,
  transactionId,
}: {
  hosted: ElementHostedCheckout;
  snapshot: HostedSnapshot;
  transactionId: string;
}) {
  const page = useContentEntry<HostedCheckoutCopy>('hostedCheckout');
  const layout = useContentEntry<{ loadingLabel?: string }>('layout');
  const copy = page.entry;
  const mine = 'transactionId' in snapshot && snapshot.transactionId === transactionId;
  const waiting = mine && snapshot.status === 'waiting';
  const checking = mine && snapshot.status === 'checking';
  return (
    <ScreenFrame name="hosted-checkout">
      <div className="avios-container avios-section">
        {!copy ? (
          // no words yet (or none to be had): never a control without a name; the payment
          // window and its answer do not wait for them
          <LoadingRegion label={str(layout.entry?.loadingLabel)}>
            <Skeleton width="40%" height="2.25rem" />
          </LoadingRegion>
        ) : (
          <>
            <h1 part="title">{str(copy.title)}</h1>
            {waiting || checking ? (
              <Progress label={checking ? str(copy.checkingText) : str(copy.waitingText)} />
            ) : (
              <p>{str(copy.readyText)}</p>
            )}
            {checking ? null : (
              <p>
                <Button
                  variant={waiting ? 'secondary' : 'primary'}
                  onClick={() => hosted.focus(transactionId)}
                >
                  {str(copy.openButtonText)}
                </Button>
              </p>
            )}
          </>
        )}
      </div>
    </ScreenFrame>
  );
}

/** The closed-window or blocked-window notice, above the element's screen. */
function HostedNotice({ notice, onDismiss }: { notice: 'closed' | 'blocked'; onDismiss(): void }) {
  const { partner, language } = useAviosContext();
  const page = useContentEntry<HostedCheckoutCopy>('hostedCheckout');
  const copy = page.entry;
  if (!copy) return null;
  const title = notice === 'closed' ? copy.closedTitle : copy.blockedTitle;
  const text = notice === 'closed' ? copy.closedText : copy.blockedText;
  return (
    <div
      className="avios-root avios-container"
      data-partner={partner}
      lang={language}
      data-hosted-notice={notice}
    >
      <Alert
        severity="info"
        title={str(title)}
        onDismiss={onDismiss}
        {...(copy.dismissLabel ? { dismissLabel: copy.dismissLabel } : {})}
      >
        {str(text)}
      </Alert>
    </div>
  );
}
