import type { UserSubscription } from '@avios/sdk/schemas';
import { Alert } from '../../components/Alert';
import { Dialog } from '../../components/Dialog';
import { RichText } from '../../components/RichText';
import { str } from '../../content/contentFields';
import type { ErrorMessage } from '../../hooks/useErrorMessage';
import { CancelDialog } from './CancelDialog';
import { EditPlanDialog } from './EditPlanDialog';
import type { SubscribeContent, SubscriptionAreaContent } from './subscriptionContent';
import type { useSubscriptionActions } from './useSubscriptionActions';

export interface SubscriptionDialogsProps {
  sub: UserSubscription;
  copy: SubscriptionAreaContent;
  planCopy: SubscribeContent;
  act: ReturnType<typeof useSubscriptionActions>;
  /** The message of a failed call (`subscription_change_failed`), shown in its dialog. */
  failure: ErrorMessage;
  /** The price per period, worded for its frequency. */
  price: string;
}

/**
 * The subscription area's cancel, renew, refund and edit dialogs (spec §2), each stating what
 * it will do before the member confirms, and saying inside it when its call failed.
 */
export function SubscriptionDialogs({
  sub,
  copy,
  planCopy,
  act,
  failure,
  price,
}: SubscriptionDialogsProps) {
  const dialogFailure = act.failed ? (
    <Alert severity="error" title={failure.title}>
      <RichText value={failure.message} as="span" />
    </Alert>
  ) : null;
  return (
    <>
      <CancelDialog
        open={act.open === 'cancel'}
        sub={sub}
        copy={copy}
        busy={act.busy}
        failure={dialogFailure}
        onClose={act.close}
        onConfirm={(when) => void act.cancel(sub, when)}
      />
      <Dialog
        open={act.open === 'renew'}
        title={str(copy.renewModalTitle)}
        confirmText={str(copy.renewModalConfirmText)}
        dismissText={str(copy.renewModalDismissText)}
        busy={act.busy}
        onClose={act.close}
        onConfirm={() => void act.renew(sub)}
      >
        <p>{str(copy.renewModalText)}</p>
        <p>
          <strong>{price}</strong>
        </p>
        {dialogFailure}
      </Dialog>
      <Dialog
        open={act.open === 'refund'}
        title={str(copy.refundModalTitle)}
        confirmText={str(copy.refundModalConfirmText)}
        dismissText={str(copy.refundModalDismissText)}
        busy={act.busy}
        onClose={act.close}
        onConfirm={() => void act.refund(sub)}
      >
        <p>{str(copy.refundModalText)}</p>
        {dialogFailure}
      </Dialog>
      {act.open === 'edit' ? (
        <EditPlanDialog
          sub={sub}
          copy={copy}
          planCopy={planCopy}
          busy={act.busy}
          failure={dialogFailure}
          onClose={act.close}
          onConfirm={(change) => void act.changePlan(sub, change)}
        />
      ) : null}
    </>
  );
}
