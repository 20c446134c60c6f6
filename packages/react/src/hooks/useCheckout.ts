import { useMemo } from 'react';
import type { AviosInstance } from '../aviosInstance';
import { useAvios } from './useAvios';
import { useStore } from './useStore';

type Checkout = AviosInstance['checkout'];

/** The SDK checkout controller's state (re-renders on change) and the controller itself. */
export function useCheckout(): { state: ReturnType<Checkout['getSnapshot']>; checkout: Checkout } {
  const { checkout } = useAvios();
  const state = useStore(checkout);
  return useMemo(() => ({ state, checkout }), [state, checkout]);
}
