import { useContext } from 'react';
import type { AviosInstance } from '../aviosInstance';
import { AviosReactContext } from '../provider/aviosContext';
import type { AviosContextValue } from '../provider/aviosContext';

const MISSING =
  'Could not find the Avios SDK. Wrap the part of your app that uses Avios hooks or screens ' +
  'in an <AviosProvider avios={createAvios(...)} navigation={...}>.';

/** Both values of the provider; throws a clear error outside `<AviosProvider>`. */
export function useAviosProvider(): AviosContextValue {
  const value = useContext(AviosReactContext);
  if (!value) throw new Error(MISSING);
  return value;
}

/** The SDK instance given to `<AviosProvider>`. */
export function useAvios(): AviosInstance {
  return useAviosProvider().avios;
}
