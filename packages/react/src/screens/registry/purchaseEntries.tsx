// The purchase and gift pages' registry entries (screenEntry.ts says why they have a module
// of their own).
import { GiftScreen, PurchaseScreen } from '../PurchaseScreen/PurchaseScreen';
import type { ScreenEntry } from './screenEntry';
import { title } from './screenEntry';

export const purchaseEntry: ScreenEntry = {
  frame: 'layout',
  load: 'first',
  render: (props) => (
    <PurchaseScreen
      {...title(props)}
      {...(props.onSelectionChange ? { onSelectionChange: props.onSelectionChange } : {})}
    />
  ),
};
export const giftEntry: ScreenEntry = {
  frame: 'layout',
  load: 'first',
  render: (props) => <GiftScreen {...title(props)} />,
};
