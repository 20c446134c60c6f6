// The create step of checkout (spec §4, §7): the draft becomes a transaction (or
// subscription) on the endpoint its type names, with the draft id as idempotency key.
import type { ApiClient } from '../api/apiClient';
import type { GenericTransactionClient } from '../api/genericTransactionClient';
import type { TransactionProduct } from '../api/requestBodies';
import { signsOut } from '../errors/catalogue';
import { isMaintenanceError } from '../errors/maintenance';
import { SdkError, isSdkError } from '../errors/sdkError';
import type { CheckoutDraft } from '../schemas/checkoutDraft';
import type { CheckoutCore } from './checkoutCore';
import type { CheckoutState } from './checkoutMachine';
import { transactionRequestFromDraft } from './transactionRequest';

/**
 * Creating a transaction that fails for a reason that is not the member's (a 500, a
 * timeout, a malformed answer, a dropped connection) says so with `checkout_create_failed`
 * ("nothing has been charged, try again") instead of the silent generic code. Business
 * errors (`api_error_*`), sign-out (401/403) and maintenance (503) keep their own; a
 * cancel here can only be the 10 s timeout (nothing else aborts a create), so it says so too.
 */
function createFailure(error: unknown): unknown {
  const code = isSdkError(error) ? error.code : 'unhandled_error';
  const own = code.startsWith('api_error_') || isMaintenanceError(error) || signsOut(error);
  if (own) return error;
  return new SdkError('checkout_create_failed', {
    message: 'The transaction could not be created',
    cause: error,
  });
}

/** Creates the draft's transaction once; a draft that has one already is not posted again. */
export async function submitDraft(
  core: CheckoutCore,
  clients: { api: ApiClient; generic: GenericTransactionClient },
  draft: CheckoutDraft,
): Promise<CheckoutState> {
  const { api, generic } = clients;
  const { send, report, draftStore } = core;
  if (draft.transactionId) {
    // already created (a reload after submit): never post twice
    return send({ type: 'submit_done', transactionId: draft.transactionId });
  }
  let request: ReturnType<typeof transactionRequestFromDraft>;
  try {
    request = transactionRequestFromDraft(draft);
  } catch (error) {
    // an incomplete draft: the screen's own step is missing, not the server's fault
    return send({ type: 'submit_failed', error: report(error) });
  }
  try {
    const idempotencyKey = draft.id;
    const created =
      request.kind === 'subscription'
        ? { id: (await api.createSubscription(request.body, { idempotencyKey })).subscriptionID }
        : request.kind === 'generic'
          ? await generic.create(request.body, { idempotencyKey })
          : await api.createTransaction<TransactionProduct>(request.product, request.body, {
              idempotencyKey,
            });
    const redirectUrl = 'redirectUrl' in created ? created.redirectUrl : undefined;
    const followRedirect = 'followRedirect' in created ? created.followRedirect : undefined;
    draftStore.update({
      transactionId: created.id,
      ...('redirectUrl' in created ? { redirectUrl: created.redirectUrl ?? null } : {}),
      ...('encodedAuthState' in created
        ? { encodedAuthState: created.encodedAuthState ?? null }
        : {}),
      ...(followRedirect !== undefined ? { followRedirect } : {}),
    });
    // the machine decides whether the member signs in again first (spec §4 mfa_pending)
    const next = send({
      type: 'submit_done',
      transactionId: created.id,
      redirectUrl,
      followRedirect,
    });
    if (next.status === 'navigating' && next.target.type === 'reauthenticate') {
      // spec §4 mfa_pending: the member is sent to sign in once; coming back continues
      draftStore.update({ followRedirect: false, status: 'mfa_pending' });
    }
    return next;
  } catch (error) {
    return send({ type: 'submit_failed', error: report(createFailure(error)) });
  }
}
