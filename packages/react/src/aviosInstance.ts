// What the host hands to <AviosProvider>: the SDK instance and its router.
import type { Avios } from '@avios/sdk';

/** The host's router as the screens see it (react-router, window.location or attributes). */
export interface AviosNavigation {
  location: { pathname: string; search: string };
  navigate(to: string, opts?: { replace?: boolean }): void;
  /** Turns an internal path into an `href` (adds the host's base path). Defaults to the path. */
  createHref?(to: string): string;
}

/** The SDK instance from `createAvios(...)`, as `<AviosProvider avios>` takes it. */
export type AviosInstance = Avios;
