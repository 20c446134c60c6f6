import { isStatsEnabled, isUserSubscriptionsEnabled } from '@avios/sdk/api';
import type { Balance, User, UserStats, UserSubscription } from '@avios/sdk/schemas';
import type { ProductType } from '@avios/sdk';
import { useAvios } from './useAvios';
import { useAviosContext } from './useAviosContext';
import { useQuery } from './useQuery';
import type { UseQueryResult } from './useQuery';
import { useSession } from './useSession';
import type { UseSessionResult } from './useSession';

export interface UseMemberResult {
  session: UseSessionResult;
  /** Product types available (spec §3): which cards, links and balances show. */
  products: UseQueryResult<ProductType[]>;
  /** The member (signed in only, spec §6). */
  user: UseQueryResult<User>;
  /** The member's points balance (signed in only, spec §6). */
  balance: UseQueryResult<Balance>;
}

/** The visitor as the screens need them: session, available products, member and balance. */
export function useMember(): UseMemberResult {
  const { queries } = useAvios();
  const { ready } = useAviosContext();
  const session = useSession();
  const member = ready && session.signedIn;
  const products = useQuery({ ...queries.products(), enabled: ready && !session.loading });
  const user = useQuery({ ...queries.user(), enabled: member });
  const balance = useQuery({ ...queries.balance(), enabled: member });
  return { session, products, user, balance };
}

const enabledInput = ({ session, products }: UseMemberResult) => ({
  signedIn: session.signedIn,
  products: products.status === 'success' ? products.data : undefined,
});

/** spec §6: the member's subscriptions, read only when signed in with the subscription product. */
export function useMemberSubscriptions(
  member: UseMemberResult,
): UseQueryResult<UserSubscription[]> {
  const { queries } = useAvios();
  const { ready } = useAviosContext();
  const enabled = ready && isUserSubscriptionsEnabled(enabledInput(member));
  return useQuery({ ...queries.userSubscriptions(), enabled });
}

/** spec §6: the member's stats, read only when signed in with the booster product. */
export function useMemberStats(member: UseMemberResult): UseQueryResult<UserStats> {
  const { queries } = useAvios();
  const { ready } = useAviosContext();
  const enabled = ready && isStatsEnabled(enabledInput(member));
  return useQuery({ ...queries.stats(), enabled });
}
