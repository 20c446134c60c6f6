import { useState } from 'react';
import { QUERY_KEY_ROOT } from '@avios/sdk/api';
import { hasRecipient } from '@avios/sdk/rules';
import type { TransactionType } from '@avios/sdk/rules';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useQuery } from '../../hooks/useQuery';
import { recipientOf } from '../CheckoutScreen/OrderSummary';

export interface RecipientName {
  /** "First Last" of a gift's or transfer's recipient; `undefined` for other products. */
  name: string | undefined;
  /** The name is still being read from the transaction. */
  pending: boolean;
}

/**
 * Whom a gift or transfer result names. The stored draft says it while it lasts; polling
 * clears the draft when the transaction ends, so a result read again (a reload, a link) asks
 * the transaction itself, `GET /transaction/data` (spec §7), instead of naming nobody.
 */
export function useRecipientName(
  transactionId: string | undefined,
  productType: TransactionType,
  signedIn: boolean,
): RecipientName {
  const { checkout, genericTransactions } = useAvios();
  const { partner } = useAviosContext();
  const [fromDraft] = useState(() =>
    recipientOf(checkout.getDraft(), transactionId, { withNumber: false }),
  );
  const needed =
    fromDraft === undefined && transactionId !== undefined && hasRecipient(productType);
  const enabled = needed && signedIn;
  const data = useQuery({
    queryKey: [QUERY_KEY_ROOT, 'transactionData', partner, transactionId],
    queryFn: ({ signal }) => genericTransactions.getData(transactionId ?? '', { signal }),
    enabled,
    staleTime: Infinity,
  });
  if (!needed) return { name: fromDraft, pending: false };
  const target = data.status === 'success' ? data.data.targetAccount : undefined;
  const name = target ? `${target.firstName} ${target.lastName}`.trim() : undefined;
  return { name: name || undefined, pending: enabled && data.status === 'pending' };
}
