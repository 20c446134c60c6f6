import { PRODUCT_TYPES } from './constants';
import type { ProductType } from './constants';
import { PRODUCTS } from './products';
import { transactionTypeFromId } from './transactionTypeFromId';

const routes = (route: (type: ProductType) => string): Readonly<Record<ProductType, string>> =>
  Object.fromEntries(PRODUCT_TYPES.map((type) => [type, route(type)])) as Record<
    ProductType,
    string
  >;

/** Route of each product page, relative to the base path (spec §2): the product table's. */
export const PRODUCT_ROUTES: Readonly<Record<ProductType, string>> = routes(
  (type) => PRODUCTS[type].route,
);

// spec §4: a stored gift or transfer draft resumes at the recipient-entry step.
const DRAFT_ROUTES: Readonly<Record<ProductType, string>> = routes(
  (type) => PRODUCTS[type].recipientRoute ?? PRODUCTS[type].route,
);

export type FallbackRouteInput = {
  /** Id of the transaction that failed to load, if any. */
  transactionId?: string | null;
  /** Type of the stored checkout draft, if one exists. */
  draftType?: string | null;
};

/**
 * Where to go when loading a checkout fails (spec §4): with a transaction id, the product
 * page derived from its prefix; else (or when the prefix is generic, which has no product
 * page) the stored draft type's page, the recipient step for gift and transfer; else `/`.
 * Routes are relative to the base path and locale, which the caller adds.
 */
export function fallbackRouteForFailedLoad({
  transactionId,
  draftType,
}: FallbackRouteInput): string {
  if (transactionId) {
    const type = transactionTypeFromId(transactionId);
    if (type !== 'generic') return PRODUCT_ROUTES[type];
  }
  if (draftType && Object.hasOwn(DRAFT_ROUTES, draftType)) {
    return DRAFT_ROUTES[draftType as ProductType];
  }
  return '/';
}
