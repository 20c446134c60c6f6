import { useEffect, useMemo, useRef, useState } from 'react';
import {
  buildPackages,
  filterPackages,
  formatPackageQuery,
  packagesDisabled,
  parsePackageQuery,
  pricedCurrencies,
  purchaseCurrency,
  reconcileSelection,
  selectPackage,
} from '@avios/sdk';
import type { Currency, Package, PackageQuery, PurchaseSelection } from '@avios/sdk';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useErrors } from '../../hooks/useErrors';
import type { UseMemberResult } from '../../hooks/useMember';
import { useNavigation } from '../../hooks/useNavigation';
import { useQuery } from '../../hooks/useQuery';

export interface PurchasePackagesState {
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
  selection: PurchaseSelection;
  toggle(pkg: Package): void;
  setQuery(next: Partial<PackageQuery>): void;
}

/**
 * The purchase page's data: price bands (member or generic, spec §6), currency (query, else
 * member's country, else first priced, spec §4), filters kept in the URL (spec §2), selection
 * with reconciliation warnings, and the disabled rule (spec §4).
 */
export function usePurchasePackages(member: UseMemberResult): PurchasePackagesState {
  const { queries } = useAvios();
  const { partner, ready } = useAviosContext();
  const navigation = useNavigation();
  const errors = useErrors();
  const { dispatch } = errors;
  const { session, user, balance } = member;
  const waitForMember = session.loading || (session.signedIn && user.status === 'pending');
  const prices = useQuery({ ...queries.prices('purchase'), enabled: ready && !waitForMember });
  // a member whose prices are refused (e.g. api_error_52 under 18) still sees the generic
  // packages, disabled by the error's effect
  const generic = useQuery({
    ...queries.prices('purchase', { generic: true }),
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

  const [selection, setSelection] = useState<PurchaseSelection>({});
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
    const { selection: next, warning } = reconcileSelection(selectionRef.current, allPackages);
    if (next !== selectionRef.current) setSelection(next);
    if (warning) dispatch(warning, { scope: 'page' });
  }, [allPackages, bands, currency, dispatch]);

  const disabled =
    !bands ||
    packagesDisabled({
      tierAvailable: true,
      signedIn: session.signedIn,
      balanceAmount: balance.status === 'success' ? balance.data.amount : null,
      errorEffects: errors.effects,
    });

  const status: PurchasePackagesState['status'] = bands
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
    toggle: (pkg) => setSelection((current) => selectPackage(current, pkg)),
    setQuery: (next) => {
      const merged = { ...query, currency, ...next };
      navigation.navigate(`${navigation.location.pathname}${formatPackageQuery(merged)}`, {
        replace: true,
      });
    },
  };
}
