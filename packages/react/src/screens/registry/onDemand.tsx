// Screens that neither `/` nor a product page's first render shows, fetched when one of
// their routes first renders: the first page of a host then downloads and parses only what
// discovery and the package pages need. They live in one chunk (laterScreens.ts).
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import type { BoosterCampaignScreenProps } from '../BoosterScreen/BoosterCampaignScreen';
import type { BoosterScreenProps } from '../BoosterScreen/BoosterScreen';
import type { CheckoutScreenProps } from '../CheckoutScreen/CheckoutScreen';
import type { MaintenanceScreenProps } from '../MaintenanceScreen/MaintenanceScreen';
import type { RecipientScreenProps } from '../RecipientScreen/RecipientScreen';
import type { TransactionResultScreenProps } from '../TransactionResultScreen/TransactionResultScreen';
import type { TransferScreenProps } from '../TransferScreen/TransferScreen';
import type { ContactScreenProps } from '../SubscriptionScreen/ContactScreen';
import type { RefundScreenProps } from '../SubscriptionScreen/RefundScreen';
import type { SubscribeScreenProps } from '../SubscriptionScreen/SubscribeScreen';
import type { SubscriptionAreaScreenProps } from '../SubscriptionScreen/SubscriptionAreaScreen';
import type * as LaterScreensModule from './laterScreens';

type LaterScreens = typeof LaterScreensModule;

let loaded: LaterScreens | undefined;
let loading: Promise<LaterScreens> | undefined;

/** Starts (or joins) the chunk's download; a failed download is tried again next time. */
export function loadLaterScreens(): Promise<LaterScreens> {
  loading ??= import('./laterScreens').then(
    (m) => (loaded = m),
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  );
  return loading;
}

/**
 * While the chunk loads, the screen's place keeps some height, so the footer does not jump
 * up and back down (the screens draw their own skeletons once loaded).
 */
function Loading() {
  return <div className="avios-lazy-screen" aria-busy="true" style={{ minHeight: '60vh' }} />;
}

/**
 * A screen from the chunk. Once the chunk is in (the checkout loaded it, so the result page
 * has it), the loader answers synchronously: React and preact then render the screen in the
 * same pass instead of suspending, so it mounts, and starts polling, as soon as an eagerly
 * imported screen would.
 */
function onDemand<P extends object>(pick: (m: LaterScreens) => ComponentType<P>): ComponentType<P> {
  const create = () =>
    lazy(() => {
      const ready = loaded;
      if (ready) {
        const now = { default: pick(ready) };
        const thenable: PromiseLike<typeof now> = {
          then: (onFulfilled) => (onFulfilled ? Promise.resolve(onFulfilled(now)) : now) as never,
        };
        return thenable as Promise<typeof now>;
      }
      return loadLaterScreens().then(
        (m) => ({ default: pick(m) }),
        (error: unknown) => {
          // React's and preact's lazy keep a rejection for good: the next render (the error
          // screen's 'Reload page', spec §2) asks for the chunk again through a new one
          Screen = create();
          throw error;
        },
      );
    });
  let Screen = create();
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}

export const CheckoutScreen = /* @__PURE__ */ onDemand<CheckoutScreenProps>(
  (m) => m.CheckoutScreen,
);
export const TransactionResultScreen = /* @__PURE__ */ onDemand<TransactionResultScreenProps>(
  (m) => m.TransactionResultScreen,
);
export const MaintenanceScreen = /* @__PURE__ */ onDemand<MaintenanceScreenProps>(
  (m) => m.MaintenanceScreen,
);
export const BoosterCampaignScreen = /* @__PURE__ */ onDemand<BoosterCampaignScreenProps>(
  (m) => m.BoosterCampaignScreen,
);
export const BoosterScreen = /* @__PURE__ */ onDemand<BoosterScreenProps>((m) => m.BoosterScreen);
export const RecipientScreen = /* @__PURE__ */ onDemand<RecipientScreenProps>(
  (m) => m.RecipientScreen,
);
export const TransferScreen = /* @__PURE__ */ onDemand<TransferScreenProps>(
  (m) => m.TransferScreen,
);
export const SubscribeScreen = /* @__PURE__ */ onDemand<SubscribeScreenProps>(
  (m) => m.SubscribeScreen,
);
export const SubscriptionAreaScreen = /* @__PURE__ */ onDemand<SubscriptionAreaScreenProps>(
  (m) => m.SubscriptionAreaScreen,
);
export const RefundScreen = /* @__PURE__ */ onDemand<RefundScreenProps>((m) => m.RefundScreen);
export const ContactScreen = /* @__PURE__ */ onDemand<ContactScreenProps>((m) => m.ContactScreen);
