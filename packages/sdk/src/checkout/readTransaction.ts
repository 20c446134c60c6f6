// spec §4 "other prefixes use a generic endpoint", §7: a transaction is read where its id
// prefix says, the endpoint of its product's row (`GET /transactions/{id}/state` or
// `GET /subscriptions/{id}`), and an id that names no product through the generic client.
import type { ApiClient } from '../api/apiClient';
import type { GenericTransactionClient } from '../api/genericTransactionClient';
import { productRow } from '../rules/products';
import { transactionTypeFromId } from '../rules/transactionTypeFromId';
import type { TransactionDetails } from './transactionStatus';

/** The clients a transaction may be read through. */
export interface TransactionReaders {
  api: Pick<ApiClient, 'getTransactionState' | 'getSubscription'>;
  generic: Pick<GenericTransactionClient, 'getData'>;
}

/** Reads the transaction (or subscription) `transactionId` through the client its prefix names. */
export function readTransaction(
  clients: TransactionReaders,
  transactionId: string,
): Promise<TransactionDetails> {
  const { api, generic } = clients;
  const row = productRow(transactionTypeFromId(transactionId));
  if (!row) return generic.getData(transactionId);
  return row.endpoint === 'subscriptions'
    ? api.getSubscription(transactionId)
    : api.getTransactionState(transactionId);
}
