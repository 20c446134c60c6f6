// The transaction page's registry entry (registry/screenEntry.ts), from the later-screens
// chunk (the checkout loaded it, so the result renders at once).
import { onDemand } from '../registry/onDemand';
import type { ScreenEntry } from '../registry/screenEntry';
import { title } from '../registry/screenEntry';

const TransactionResultScreen = /* @__PURE__ */ onDemand(
  () => import('./TransactionResultScreen'),
  (m) => m.TransactionResultScreen,
);

export const checkoutTransactionEntry: ScreenEntry = {
  frame: 'layout',
  load: TransactionResultScreen.load,
  render: (props) => (
    <TransactionResultScreen transactionId={props.params.transactionId} {...title(props)} />
  ),
};
