import { useEffect, useMemo, useRef, useState } from 'react';
import {
  buildPackages,
  filterPackages,
  formatPackageQuery,
  PRODUCTS,
  packagesDisabled,
  parsePackageQuery,
  pricedCurrencies,
  purchaseCurrency,
  recheckSelection,
  selectionFromDraftData,
  toggleSelection,
} from '@avios/sdk/rules';
import type { Currency } from '@avios/sdk';
import type { Package, PackageQuery, ProductSelection } from '@avios/sdk/rules';
import { useAvios } from './useAvios';
import { useAviosContext } from './useAviosContext';
import { useErrors } from './useErrors';
import type { UseMemberResult } from './useMember';
import { useNavigation } from './useNavigation';
import { useQuery } from './useQuery';

/** Products whose page lists packages of spec §9's sizes. */
export type PackageProduct = 'purchase' | 'gift';

export interface ProductPackagesState {
  status: 'pending' | 'error' | 'success';
  query: PackageQuery;
  currency: Currency;
  currencies: Currency[];
  /** Filtered and sorted packages. */
  packages: Package[];
  /** The whole tier in the current currency (for reconciling the selection). */
  allPackages: Package[];
  /** spec §4: no package can be chosen (balance missing, disabling error effects). */
  disabled: boolean;
  /** The chosen package, in the product-generic shape of the SDK rules. */
  selection: ProductSelection;
  toggle(pkg: Package): void;
  setQuery(next: Partial<PackageQuery>): void;
}

/**
 * A package product page's data (purchase, gift; the product table of the SDK says which
 * prices and warnings): price bands (member or generic, spec §6), currency (query, else
 * member's country, else first priced, spec §4), filters kept in the URL (spec §2), the
 * selection with the product's re-check warnings, and the disabled rule (spec §4). A member
 * who comes back from a later step finds the package of the stored draft still chosen.
 */
export function useProductPackages(
  product: PackageProduct,
  member: UseMemberResult,
): ProductPackagesState {
  const { queries, checkout } = useAvios();
  const { pricesProduct } = PRODUCTS[product];
  const { partner, ready } = useAviosContext();
  const navigation = useNavigation();
  const errors = useErrors();
  const { dispatch } = errors;
  const { session, user, balance } = member;
  const waitForMember = session.loading || (session.signedIn && user.status === 'pending');
  const prices = useQuery({ ...queries.prices(pricesProduct), enabled: ready && !waitForMember });
  // a member whose prices are refused (e.g. api_error_52 under 18) still sees the generic
  // packages, disabled by the error's effect
  const generic = useQuery({
    ...queries.prices(pricesProduct, { generic: true }),
    enabled: ready && session.signedIn && prices.status === 'error',
  });

  const bands =
    prices.status === 'success'
      ? prices.data
      : generic.status === 'success'
        ? generic.data
        : undefined;
  const query = useMemo(
    () => parsePackageQuery(navigation.location.search),
    [navigation.location.search],
  );
  const country = user.status === 'success' ? user.data.country : undefined;
  const currencies = useMemo(() => (bands ? pricedCurrencies(bands) : []), [bands]);
  const currency =
    query.currency && currencies.includes(query.currency)
      ? query.currency
      : purchaseCurrency({ country: country ?? null, opco: partner, bands: bands ?? [] });
  const allPackages = useMemo(
    () => (bands ? buildPackages(bands, currency) : []),
    [bands, currency],
  );
  const packages = useMemo(() => filterPackages(allPackages, query), [allPackages, query]);

  const [selection, setSelection] = useState<ProductSelection>(() => {
    const draft = checkout.getDraft();
    return draft?.type === product && !draft.transactionId
      ? selectionFromDraftData(product, draft.data)
      : {};
  });
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const lastCurrency = useRef(currency);
  useEffect(() => {
    if (!bands) return;
    if (lastCurrency.current !== currency) {
      // the member changed currency: the old price is not a price change, start over
      lastCurrency.current = currency;
      setSelection({});
      return;
    }
    // spec §4: fresh prices may change the selected price or make the package unavailable
    const { selection: next, warning } = recheckSelection(
      product,
      selectionRef.current,
      allPackages,
    );
    if (next !== selectionRef.current) setSelection(next);
    if (warning) dispatch(warning, { scope: 'page' });
  }, [allPackages, bands, currency, dispatch, product]);

  const disabled =
    !bands ||
    packagesDisabled({
      signedIn: session.signedIn,
      balanceAmount: balance.status === 'success' ? balance.data.amount : null,
      errorEffects: errors.effects,
    });

  const status: ProductPackagesState['status'] = bands
    ? 'success'
    : prices.status === 'error' && (generic.status === 'error' || !session.signedIn)
      ? 'error'
      : 'pending';

  return {
    status,
    query,
    currency,
    currencies,
    packages,
    allPackages,
    disabled,
    selection,
    toggle: (pkg) => setSelection((current) => toggleSelection(current, pkg)),
    setQuery: (next) => {
      const merged = { ...query, currency, ...next };
      navigation.navigate(`${navigation.location.pathname}${formatPackageQuery(merged)}`, {
        replace: true,
      });
    },
  };
}
