// The purchase and gift pages' registry entries (registry/screenEntry.ts). Their labels come
// from `layout` (`useLayoutCopy`), their page copy from `purchasePage` per product
// (registry/firstReads.ts).
import { FIRST_READS } from '../registry/firstReads';
import type { ScreenEntry } from '../registry/screenEntry';
import { title } from '../registry/screenEntry';
import { GiftScreen, PurchaseScreen } from './PurchaseScreen';

export const purchaseEntry: ScreenEntry = {
  frame: 'layout',
  load: 'first',
  ...FIRST_READS.purchase,
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
  ...FIRST_READS.gift,
  render: (props) => <GiftScreen {...title(props)} />,
};
