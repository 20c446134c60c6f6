import { useEffect } from 'react';
import { useAvios, useNavigation } from '@avios/react';
import { isMaintenance } from './maintenance';

/**
 * spec §2: a 503 from the purchase API (maintenance) sends the shop to `/maintenance`.
 * Watches every query and mutation the screens run and the SDK's error store, so the rule
 * holds whichever screen made the call.
 */
export function MaintenanceRedirect() {
  const { queryClient, errors } = useAvios();
  const { navigate, location } = useNavigation();
  const onMaintenancePage = location.pathname === '/maintenance';

  useEffect(() => {
    if (onMaintenancePage) return undefined;
    let sent = false;
    const toMaintenance = () => {
      if (sent) return;
      sent = true;
      // The maintenance page says it all; do not also keep the error banner.
      const { global, page } = errors.getSnapshot();
      if (isMaintenance(global?.code)) errors.clear('global');
      if (isMaintenance(page?.code)) errors.clear('page');
      navigate('/maintenance');
    };
    const fromErrors = () => {
      const { global, page } = errors.getSnapshot();
      if (isMaintenance(global?.code) || isMaintenance(page?.code)) toMaintenance();
    };
    fromErrors();
    const stops = [
      errors.subscribe(fromErrors),
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && isMaintenance(event.action.error)) {
          toMaintenance();
        }
      }),
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && isMaintenance(event.action.error)) {
          toMaintenance();
        }
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient, errors, navigate, onMaintenancePage]);

  return null;
}
