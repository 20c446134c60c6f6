import { createContext } from 'react';
import type { AviosInstance, AviosNavigation } from '../aviosInstance';

export interface AviosContextValue {
  avios: AviosInstance;
  navigation: AviosNavigation;
}

/** Holds the SDK instance and the host's navigation; `null` outside `<AviosProvider>`. */
export const AviosReactContext = createContext<AviosContextValue | null>(null);
