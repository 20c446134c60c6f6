// `avios.subscriptionArea`, `avios.genericTransactions`, `avios.mutations` and the stats
// client before their code is in. Their code (laterClients.ts) is what only later steps call,
// so it is fetched when the browser is first idle after `init()` or at the member's first
// interaction (later.ts), or by the first call that needs it, never with the first render.
// Until then each is the same object with the same methods: a call waits for the code and
// runs, in the order the calls were made (laterFacade.ts).
import { SdkError } from '../errors/sdkError';
import type { LaterModule } from '../later';
import { laterFacade } from '../laterFacade';
import type { LaterClients, LaterClientsOptions, createLaterClients } from './laterClients';
import type { MutationResult, Mutations } from './mutations';

/** What the fetched module must give: the clients' constructor. */
interface LaterClientsModule {
  createLaterClients: typeof createLaterClients;
}

/** A change whose code could not be fetched failed where the member asked for it (spec §8). */
const changeFailed = (error: unknown): MutationResult<never> => ({
  ok: false,
  failure: 'failed',
  error,
});

/**
 * The clients whose code comes from `module`. `options` is read once, when the clients are
 * made (the queries the changes refresh are made after the stats client they read from).
 */
export function createLazyClients(
  module: LaterModule<LaterClientsModule>,
  options: () => LaterClientsOptions,
): LaterClients {
  let made: LaterClients | undefined;
  let resolved: LaterClientsOptions | undefined;
  const optionsOnce = () => (resolved ??= options());
  // always through `load()`: a call made after the code is in never overtakes an earlier one
  const clients = () =>
    module.load().then(
      (loaded) => (made ??= loaded.createLaterClients(optionsOnce())),
      (cause: unknown) => {
        // spec §8: code that could not be downloaded is a network failure of the call; the
        // next call fetches again
        throw new SdkError('network_error_unhandled', {
          message: 'The API clients could not be fetched',
          cause,
        });
      },
    );

  const later = laterFacade<Omit<Mutations, 'transactionDone'>>(
    () => clients().then((c) => c.mutations),
    {
      cancelSubscription: changeFailed,
      refundSubscription: changeFailed,
      changeSubscriptionPlan: changeFailed,
      renewSubscription: changeFailed,
      // nothing was posted, so the code may be posted again
      enrolCampaign: () => 'failed',
    },
  );
  const mutations: Mutations = {
    ...later,
    // synchronous, and the same as createMutations' own: the balance is read again
    transactionDone() {
      const { queryClient, queries } = optionsOnce().mutations;
      void queryClient.invalidateQueries({ queryKey: queries.balance().queryKey });
    },
  };

  return {
    subscriptionArea: laterFacade(() => clients().then((c) => c.subscriptionArea), {
      cancel: true,
      changePlan: true,
      renew: true,
      refund: true,
    }),
    genericTransactions: laterFacade(() => clients().then((c) => c.genericTransactions), {
      create: true,
      getData: true,
    }),
    stats: laterFacade(() => clients().then((c) => c.stats), { getStats: true }),
    mutations,
  };
}
