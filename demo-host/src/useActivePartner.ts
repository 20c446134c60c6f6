import { useSyncExternalStore } from 'react';
import type { AviosInstance } from '@avios/react';
import type { Partner } from '@avios/sdk';

/** The partner of the SDK context (its default until the context cookies are read). */
export function useActivePartner(avios: AviosInstance): Partner {
  const snapshot = useSyncExternalStore(avios.context.subscribe, avios.context.getSnapshot);
  return snapshot.status === 'ready' ? snapshot.partner : avios.context.current().partner;
}
