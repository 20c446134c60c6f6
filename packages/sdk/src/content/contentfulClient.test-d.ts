// Type test of createContentfulClient's options, checked by the root `tsc -p tsconfig.json
// --noEmit`: correct usage compiles, and each `@ts-expect-error` line must be an error, or
// the type check fails.
import { SANDBOX_ENVIRONMENT, createAvios } from '../index';
import type { AviosOptions, ContentOptions } from '../index';
import { createContent, createContentfulClient } from './index';

const delivery: AviosOptions['content'] = {
  space: SANDBOX_ENVIRONMENT.contentSpace,
  environment: SANDBOX_ENVIRONMENT.contentEnvironment,
  accessToken: SANDBOX_ENVIRONMENT.contentToken,
  host: SANDBOX_ENVIRONMENT.contentHost,
};
const sandbox: AviosOptions = {
  api: { baseUrl: SANDBOX_ENVIRONMENT.apiUrl, path: SANDBOX_ENVIRONMENT.apiPath },
  auth: {
    domain: SANDBOX_ENVIRONMENT.idpDomain,
    clientIds: SANDBOX_ENVIRONMENT.clientIds,
    audience: SANDBOX_ENVIRONMENT.audience,
    redirectUri: 'https://shop.example/',
  },
  content: delivery,
  payments: { baseUrl: SANDBOX_ENVIRONMENT.paymentsUrl },
};

// createAvios's own content options build the official client: switching is one option
export const official = createAvios({
  ...sandbox,
  content: { ...delivery, client: createContentfulClient(delivery) },
});

// createContent's options (with the locale and partner readers) are taken as they are
declare const contentOptions: ContentOptions;
export const direct = createContent({
  ...contentOptions,
  client: createContentfulClient(contentOptions),
});

// @ts-expect-error the official client needs the Delivery API token
export const noToken = createContentfulClient({ space: 'avios-sandbox', environment: 'master' });
// @ts-expect-error the locale is read by createContent on every call, not by the client
export const withLocale = createContentfulClient({ ...delivery, getLocale: () => 'en-GB' });
