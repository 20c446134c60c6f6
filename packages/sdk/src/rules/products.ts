// The products of the shop as one table, modelled on the partner table in constants.ts:
// for every product, its transaction id prefixes (spec §4), the endpoint that creates and
// reads its transaction (spec §7), its product page and recipient step (spec §2) and whether
// creating it needs the step-up token (spec §6); for the priced products (purchase, gift,
// transfer) also what the draft calls its points and price (spec §3 "Data by type"), which
// prices it reads (spec §7 GET /products/{product}/prices) and which warnings a price change
// or an unavailable choice raises (spec §4, §8). The SDK, screens, hooks and elements read
// this table instead of naming a product themselves, so a product is described once.
import type { ProductType } from './constants';

/** Products chosen from price bands: packages (purchase, gift) or an amount (transfer). */
export const PRICED_PRODUCTS = ['purchase', 'gift', 'transfer'] as const;
export type PricedProduct = (typeof PRICED_PRODUCTS)[number];

export type PriceChangeWarning =
  'purchase_price_change' | 'gift_price_change' | 'transfer_price_change';
export type UnavailableWarning =
  'purchase_package_unavailable' | 'gift_package_unavailable' | 'transfer_unavailable';

/** What every product is (spec §2, §4, §6, §7). */
export interface ProductRow<P extends ProductType = ProductType> {
  product: P;
  /** spec §4: the prefixes of its transaction ids (the purchase API issues them lower-case). */
  idPrefixes: readonly string[];
  /**
   * spec §7: `transactions` (`POST /transactions?product=…`, `GET /transactions/{id}/state`)
   * or `subscriptions` (`POST /subscriptions`, `GET /subscriptions/{id}`).
   */
  endpoint: 'transactions' | 'subscriptions';
  /** spec §2: the product page. */
  route: '/purchase' | '/gift' | '/transfer' | '/booster' | '/subscription';
  /** spec §2: the recipient step between the product page and checkout, if any. */
  recipientRoute?: '/gift/recipient' | '/transfer/recipient';
  /** spec §6: creating the transaction needs the step-up token (write:transaction_debit). */
  stepUp: boolean;
}

/** The row of a priced product: its row and how it is chosen and priced. */
export interface ProductConfig extends ProductRow<PricedProduct> {
  /** Draft data field of the chosen points (spec §3). */
  pointsField: 'purchaseAvios' | 'giftAvios' | 'transferAvios';
  /** Draft data field of the chosen price (spec §3). */
  priceField: 'purchasePrice' | 'giftPrice' | 'transferPrice';
  /** `GET /products/{pricesProduct}/prices` (members) or `…/prices/generic` (visitors). */
  pricesProduct: PricedProduct;
  /** How the member chooses: a package of spec §9's sizes, or an amount on a slider. */
  choice: 'package' | 'amount';
  /** Whether packages carry bonus points (a transfer has none). */
  bonus: boolean;
  /** spec §4/§8: dispatched when fresh prices change the chosen price. */
  priceChangeWarning: PriceChangeWarning;
  /** spec §4/§8: dispatched when the chosen package or amount can no longer be had. */
  unavailableWarning: UnavailableWarning;
  route: '/purchase' | '/gift' | '/transfer';
}

/** The table's type: a priced product's row is a {@link ProductConfig}. */
export type ProductTable = {
  readonly [P in ProductType]: P extends PricedProduct ? ProductConfig : ProductRow<P>;
};

export const PRODUCTS: ProductTable = {
  purchase: {
    product: 'purchase',
    idPrefixes: ['p'],
    endpoint: 'transactions',
    pointsField: 'purchaseAvios',
    priceField: 'purchasePrice',
    pricesProduct: 'purchase',
    choice: 'package',
    bonus: true,
    priceChangeWarning: 'purchase_price_change',
    unavailableWarning: 'purchase_package_unavailable',
    route: '/purchase',
    stepUp: false,
  },
  gift: {
    product: 'gift',
    idPrefixes: ['g', 'gwd'],
    endpoint: 'transactions',
    pointsField: 'giftAvios',
    priceField: 'giftPrice',
    pricesProduct: 'gift',
    choice: 'package',
    bonus: true,
    priceChangeWarning: 'gift_price_change',
    unavailableWarning: 'gift_package_unavailable',
    route: '/gift',
    recipientRoute: '/gift/recipient',
    stepUp: false,
  },
  transfer: {
    product: 'transfer',
    idPrefixes: ['t'],
    endpoint: 'transactions',
    pointsField: 'transferAvios',
    priceField: 'transferPrice',
    pricesProduct: 'transfer',
    choice: 'amount',
    bonus: false,
    priceChangeWarning: 'transfer_price_change',
    unavailableWarning: 'transfer_unavailable',
    route: '/transfer',
    recipientRoute: '/transfer/recipient',
    stepUp: true,
  },
  booster: {
    product: 'booster',
    idPrefixes: ['bb'],
    endpoint: 'transactions',
    route: '/booster',
    stepUp: false,
  },
  subscription: {
    product: 'subscription',
    idPrefixes: ['sub'],
    endpoint: 'subscriptions',
    route: '/subscription',
    stepUp: false,
  },
};

/** Type guard: is `value` one of {@link PRICED_PRODUCTS}? */
export function isPricedProduct(value: unknown): value is PricedProduct {
  return typeof value === 'string' && (PRICED_PRODUCTS as readonly string[]).includes(value);
}

/**
 * The table row of a product; `undefined` for a generic transaction (spec §4: an id prefix
 * that names no product) or any other name (a draft type this build does not know).
 */
export function productRow(product: string): ProductRow | undefined {
  return Object.hasOwn(PRODUCTS, product) ? PRODUCTS[product as ProductType] : undefined;
}

/**
 * The table row of a priced product; `undefined` for booster, subscription and a generic
 * transaction (spec §4: an id prefix that names no product).
 */
export function productConfig(product: ProductType | 'generic'): ProductConfig | undefined {
  return isPricedProduct(product) ? PRODUCTS[product] : undefined;
}

/** spec §2: whether the product has a recipient (gift, transfer): its recipient step. */
export function hasRecipient(product: ProductType | 'generic'): boolean {
  return productRow(product)?.recipientRoute !== undefined;
}

/** spec §6: whether creating the product's transaction needs the step-up token (transfer). */
export function needsStepUp(product: ProductType | 'generic'): boolean {
  return productRow(product)?.stepUp ?? false;
}
