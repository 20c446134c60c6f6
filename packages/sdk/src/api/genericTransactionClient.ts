// The generic transaction endpoint (spec §7 "POST /transaction/new (separate client, generic
// fallback)" and "GET /transaction/data"): a client of its own, with its own address, timeout
// and headers, for what spec §4 sends to "a generic endpoint": a transaction id whose prefix
// names no product, and a draft whose type has no product endpoint.
import type { CheckoutDraft } from '../schemas/checkoutDraft';
import { checkLater } from '../schemas/laterSchemas';
import type { TransactionCreated, TransactionData } from '../schemas/laterAnswers';
import type { ApiClientOptions, IdempotentRequestOptions, RequestOptions } from './apiClient';
import { createTransport } from './transport';

export type GenericTransactionClientOptions = ApiClientOptions & {
  /**
   * Extra headers for every call of this client, besides the ones every call carries
   * (spec §7: application name and language, bearer). Defaults to none.
   */
  headers?: Record<string, string>;
};

export interface GenericTransactionClient {
  /**
   * `POST /transaction/new` with the stored draft (spec §3) as its body and the draft id as
   * `Idempotency-Key`: answers like `POST /transactions` (docs/api-contract.md).
   */
  create(draft: CheckoutDraft, options: IdempotentRequestOptions): Promise<TransactionCreated>;
  /** `GET /transaction/data?transactionId=`: the transaction's state plus its id and type. */
  getData(transactionId: string, options?: RequestOptions): Promise<TransactionData>;
}

export function createGenericTransactionClient(
  options: GenericTransactionClientOptions,
): GenericTransactionClient {
  const { headers: extra = {}, ...transportOptions } = options;
  const { send } = createTransport(transportOptions);
  // the answers' schemas are fetched alongside the calls (schemas/laterSchemas.ts)
  return {
    create: (draft, o) =>
      checkLater(
        'transactionCreatedSchema',
        send({
          method: 'POST',
          route: '/transaction/new',
          body: draft,
          headers: { ...extra, 'Idempotency-Key': o.idempotencyKey },
          signal: o.signal,
        }),
        'POST /transaction/new',
      ),
    getData: (transactionId, o = {}) =>
      checkLater(
        'transactionDataSchema',
        send({
          method: 'GET',
          route: '/transaction/data',
          query: { transactionId },
          headers: extra,
          signal: o.signal,
        }),
        'GET /transaction/data',
      ),
  };
}
