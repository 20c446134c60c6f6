// The POST a stored draft turns into (spec §7): which call, and its body, built from the
// draft's data by type (spec §3). Missing fields raise schema_validation_failed naming them.
import type { SubscriptionBody, TransactionBodies, TransactionProduct } from '../api/requestBodies';
import { SdkError } from '../errors/sdkError';
import { PAYMENT_VERSION } from '../rules/constants';
import type { CheckoutDraft, TargetAccount } from '../schemas/checkoutDraft';

export type TransactionRequest =
  | {
      [P in TransactionProduct]: { kind: 'transaction'; product: P; body: TransactionBodies[P] };
    }[TransactionProduct]
  | { kind: 'subscription'; body: SubscriptionBody }
  /** spec §7 `POST /transaction/new`: a draft type with no product endpoint, sent as it is. */
  | { kind: 'generic'; body: CheckoutDraft };

function need<T>(value: T | undefined, path: string, missing: string[]): T {
  if (value === undefined) missing.push(path);
  return value as T;
}

/** Today as `YYYY-MM-DD`: an unscheduled gift or transfer is issued now. */
function today(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * The request that submits `draft`. Throws `SdkError('schema_validation_failed')` whose
 * `paths` name the draft fields still missing (`data.purchaseAvios`).
 */
export function transactionRequestFromDraft(
  draft: CheckoutDraft,
  now = Date.now(),
): TransactionRequest {
  const missing: string[] = [];
  const paymentMethodDetails = { version: PAYMENT_VERSION } as const;
  let request: TransactionRequest;
  switch (draft.type) {
    case 'purchase':
      request = {
        kind: 'transaction',
        product: 'purchase',
        body: {
          paymentMethodDetails,
          numberOfPoints: need(draft.data.purchaseAvios, 'data.purchaseAvios', missing),
          currency: draft.currency,
        },
      };
      break;
    case 'gift':
    case 'transfer': {
      const points = draft.type === 'gift' ? draft.data.giftAvios : draft.data.transferAvios;
      request = {
        kind: 'transaction',
        product: draft.type,
        body: {
          paymentMethodDetails,
          numberOfPoints: need(points, `data.${draft.type}Avios`, missing),
          currency: draft.currency,
          issueDate: draft.data.issueDate || today(now),
          message: draft.data.message ?? '',
          targetAccount: need<TargetAccount>(
            draft.data.targetAccount,
            'data.targetAccount',
            missing,
          ),
        },
      };
      break;
    }
    case 'booster':
      request = {
        kind: 'transaction',
        product: 'booster',
        body: {
          paymentMethodDetails,
          numberOfPoints: need(
            draft.data.numberOfPoints ?? draft.data.boosterAvios,
            'data.numberOfPoints',
            missing,
          ),
          currency: draft.data.currency ?? draft.currency,
          glpTransactionIds: need(draft.data.glpTransactionIds, 'data.glpTransactionIds', missing),
          multiplier: need(draft.data.multiplier, 'data.multiplier', missing),
        },
      };
      break;
    case 'subscription':
      request = {
        kind: 'subscription',
        body: {
          packageId: need(draft.data.packageId, 'data.packageId', missing),
          type: need(draft.data.interval, 'data.interval', missing),
        },
      };
      break;
    default: {
      // spec §4 "other prefixes use a generic endpoint": a type the purchase API has no
      // product endpoint for goes to the generic fallback with the draft as its body. Every
      // product of the table has its case above: a product without one fails the type check.
      const unknownType: never = draft;
      request = { kind: 'generic', body: unknownType };
    }
  }
  if (missing.length > 0) {
    throw new SdkError('schema_validation_failed', {
      message: `The ${draft.type} draft is not ready to submit: ${missing.join(', ')} missing`,
      paths: missing,
    });
  }
  return request;
}
