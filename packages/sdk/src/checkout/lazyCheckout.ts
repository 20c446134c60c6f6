// `avios.checkout` before its controller is in. The controller (checkoutController.ts and
// its steps) is what only a member who continues needs, so it is fetched when the browser is
// first idle or at the member's first interaction (later.ts), never with the first render.
// Until then this is the same `Checkout`: its snapshot and subscribers work from the start,
// the draft is read and written here (the product page restores a choice from it), and the
// calls that need the controller wait for it, in the order they were made, never lost.
import { SdkError } from '../errors/sdkError';
import type { LaterModule } from '../later';
import type { Checkout, CheckoutOptions, createCheckout } from './checkoutController';
import type { CheckoutState } from './checkoutMachine';
import { IDLE } from './checkoutState';

/** What the fetched module must give: the controller's constructor. */
interface CheckoutControllerModule {
  createCheckout: typeof createCheckout;
}

/** A poll asked for before the controller was in: started once it is, unless stopped. */
interface PendingPoll {
  stopped: boolean;
  stop?: () => void;
}

/**
 * The checkout whose controller comes from `controller` (fetched by its first use at the
 * latest). Before the controller is in, the state can only be idle or editing: every other
 * state is the controller's, reached through the calls that wait for it. So `start`,
 * `update` and `reset` keep the machine's rules for those two states here, and the
 * controller, once made, starts from the state they left.
 */
export function createLazyCheckout(
  controller: LaterModule<CheckoutControllerModule>,
  options: Omit<CheckoutOptions, 'initialState'>,
): Checkout {
  const { draftStore, errors } = options;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  let state: CheckoutState = IDLE;
  let real: Checkout | undefined;
  const pendingPolls = new Set<PendingPoll>();

  const set = (next: CheckoutState) => {
    if (next === state) return;
    state = next;
    notify();
  };

  /** The controller, made once its module is in, from the state kept here until then. */
  const now = (): Checkout | undefined => {
    if (real) return real;
    const module = controller.current();
    if (!module) return undefined;
    real = module.createCheckout({ ...options, initialState: state });
    real.subscribe(notify);
    return real;
  };

  /** spec §8: a controller that could not be fetched is a network failure; a retry fetches again. */
  const failedToLoad = (error: unknown) => {
    errors?.dispatch(
      new SdkError('network_error_unhandled', {
        message: 'The checkout could not be fetched',
        cause: error,
      }),
    );
  };

  /** Runs `run` on the controller now when it is in, else once it is. */
  const withController = (run: (checkout: Checkout) => Promise<CheckoutState>) => {
    const ready = now();
    if (ready) return run(ready);
    return controller.load().then(
      () => run(now()!),
      (error: unknown) => {
        failedToLoad(error);
        return getSnapshot();
      },
    );
  };

  /** The polls still waiting for the controller end, as the controller's own would. */
  const stopPendingPolls = () => {
    for (const pending of pendingPolls) pending.stopped = true;
    pendingPolls.clear();
  };

  function getSnapshot(): CheckoutState {
    return now()?.getSnapshot() ?? state;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot,
    getDraft: () => draftStore.read(),
    start(type, data, startOptions) {
      const ready = now();
      if (ready) return ready.start(type, data, startOptions);
      const draft = draftStore.create(type, data, startOptions);
      stopPendingPolls();
      set({ status: 'editing', draft });
      return draft;
    },
    update(patch) {
      const ready = now();
      if (ready) return ready.update(patch);
      const draft = draftStore.update(patch);
      if (draft && state.status === 'editing') set({ status: 'editing', draft });
      return draft;
    },
    submit: () => withController((checkout) => checkout.submit()),
    open: (transactionId) => withController((checkout) => checkout.open(transactionId)),
    // The payment calls come from the payment step, which only the controller reaches: in
    // practice they find it in and run at once (a wallet's sheet opens inside the click).
    pay: (card) => withController((checkout) => checkout.pay(card)),
    challenge: (code) => withController((checkout) => checkout.challenge(code)),
    payWithWallet: (wallet) => withController((checkout) => checkout.payWithWallet(wallet)),
    settleDropIn: (outcome) => withController((checkout) => checkout.settleDropIn(outcome)),
    poll(transactionId) {
      const ready = now();
      if (ready) return ready.poll(transactionId);
      const pending: PendingPoll = { stopped: false };
      pendingPolls.add(pending);
      controller.load().then(
        () => {
          pendingPolls.delete(pending);
          if (!pending.stopped) pending.stop = now()!.poll(transactionId);
        },
        (error: unknown) => {
          pendingPolls.delete(pending);
          if (!pending.stopped) failedToLoad(error);
        },
      );
      return () => {
        pending.stopped = true;
        pendingPolls.delete(pending);
        pending.stop?.();
      };
    },
    reset() {
      const ready = now();
      if (ready) return ready.reset();
      stopPendingPolls();
      set(IDLE);
    },
  };
}
