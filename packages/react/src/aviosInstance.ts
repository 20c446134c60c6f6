// The part of the SDK instance (`createAvios(...)`) that the React layer uses, written
// structurally so that tests can hand in a fake object and the real instance fits as is.
import type { QueryClient } from '@tanstack/query-core';
import type {
  ApiClient,
  Checkout,
  Content,
  ContextStore,
  ErrorStore,
  PaymentProvider,
  Queries,
  Session,
} from '@avios/sdk';

/** The host's router as the screens see it (react-router, window.location or attributes). */
export interface AviosNavigation {
  location: { pathname: string; search: string };
  navigate(to: string, opts?: { replace?: boolean }): void;
  /** Turns an internal path into an `href` (adds the host's base path). Defaults to the path. */
  createHref?(to: string): string;
}

export interface AviosInstance {
  context: ContextStore;
  session: Session;
  api: ApiClient;
  queryClient: QueryClient;
  queries: Queries;
  content: Content;
  errors: ErrorStore;
  checkout: Checkout;
  payments: PaymentProvider;
  init(): Promise<unknown>;
}
