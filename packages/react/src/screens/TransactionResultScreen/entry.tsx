// The transaction page's registry entry (registry/screenEntry.ts), from the later-screens
// chunk (the checkout loaded it, so the result renders at once).
import { loadLaterScreens, onDemand } from '../registry/onDemand';
import type { ScreenEntry } from '../registry/screenEntry';
import { title } from '../registry/screenEntry';
import type { TransactionResultScreenProps } from './TransactionResultScreen';

const TransactionResultScreen = /* @__PURE__ */ onDemand<TransactionResultScreenProps>(
  (m) => m.TransactionResultScreen,
);

export const checkoutTransactionEntry: ScreenEntry = {
  frame: 'layout',
  load: loadLaterScreens,
  render: (props) => (
    <TransactionResultScreen transactionId={props.params.transactionId} {...title(props)} />
  ),
};
