// The checkout page's registry entry (registry/screenEntry.ts), from the later-screens chunk.
import { onDemand } from '../registry/onDemand';
import type { ScreenEntry } from '../registry/screenEntry';
import { title } from '../registry/screenEntry';

const CheckoutScreen = /* @__PURE__ */ onDemand(
  () => import('./CheckoutScreen'),
  (m) => m.CheckoutScreen,
);

// spec §2: checkout pages, and the same pages under /external with their own layout.
export const checkoutEntry: ScreenEntry = {
  frame: 'layout',
  load: CheckoutScreen.load,
  render: (props) => (
    <CheckoutScreen
      transactionId={props.params.transactionId}
      external={props.layout === 'external'}
      {...title(props)}
    />
  ),
};
