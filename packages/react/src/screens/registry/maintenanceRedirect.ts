// spec §2/§8: a 503 from the purchase API means maintenance, and sends the shop to its
// maintenance page (<AviosPage>, a page of its own; an element shows its error instead).
import { useEffect } from 'react';
import type { ErrorSnapshot, ErrorStore } from '@avios/sdk';
import { isMaintenanceError } from '@avios/sdk/errors';
import { useAvios } from '../../hooks/useAvios';
import { useNavigation } from '../../hooks/useNavigation';

const activeErrors = (snapshot: ErrorSnapshot) =>
  [snapshot.global, snapshot.page].filter((e) => e !== undefined);

/** The maintenance page says it all: no 503 banner beside (or after) it. */
function clearMaintenanceErrors(errors: ErrorStore): void {
  for (const active of activeErrors(errors.getSnapshot())) {
    if (isMaintenanceError(active.code)) errors.dismiss(active.id);
  }
}

/**
 * spec §2: a 503 from the purchase API (maintenance) sends the shop to `/maintenance`.
 * Watches every read and change run through the cache and the SDK's error store, so the rule
 * holds whichever screen made the call. Only failures that happen while the visitor is
 * elsewhere count: coming back from the maintenance page is not undone by an old 503.
 */
export function useMaintenanceRedirect(): void {
  const { queries, errors } = useAvios();
  const { navigate, location } = useNavigation();
  const onMaintenancePage = location.pathname === '/maintenance';
  // The result page of a paid transaction stays put: leaving it for maintenance would hide
  // an outcome the member needs (a paid order must never look failed or vanish). The
  // page itself says the outcome is not known yet and keeps checking.
  const onResultPage = /(^|\/)checkout\/transaction\//.test(location.pathname);

  useEffect(() => {
    if (onMaintenancePage || onResultPage) {
      clearMaintenanceErrors(errors);
      return errors.subscribe(() => clearMaintenanceErrors(errors));
    }
    const seen = Math.max(0, ...activeErrors(errors.getSnapshot()).map((e) => e.id));
    let sent = false;
    const toMaintenance = () => {
      if (sent) return;
      sent = true;
      navigate('/maintenance');
    };
    const stops = [
      errors.subscribe(() => {
        const fresh = activeErrors(errors.getSnapshot()).filter((e) => e.id > seen);
        if (fresh.some((e) => isMaintenanceError(e.code))) toMaintenance();
      }),
      // one failed attempt is enough: no need to wait for the retries (spec §8) to end
      queries.onFailedAttempt((error) => {
        if (isMaintenanceError(error)) toMaintenance();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queries, errors, navigate, onMaintenancePage, onResultPage]);
}
