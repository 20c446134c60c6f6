// The purchase and gift pages' registry entries (registry/screenEntry.ts). Their labels come
// from `layout` (`useLayoutCopy`), their page copy from `purchasePage` per product.
import type { ScreenEntry } from '../registry/screenEntry';
import { title } from '../registry/screenEntry';
import { GiftScreen, PurchaseScreen } from './PurchaseScreen';

export const purchaseEntry: ScreenEntry = {
  frame: 'layout',
  load: 'first',
  content: [{ type: 'layout' }, { type: 'purchasePage', filters: { productType: 'purchase' } }],
  prices: 'purchase',
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
  content: [{ type: 'layout' }, { type: 'purchasePage', filters: { productType: 'gift' } }],
  prices: 'gift',
  render: (props) => <GiftScreen {...title(props)} />,
};
