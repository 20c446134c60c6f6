// Type test of createAvios's options and answer, checked by the root `tsc -p tsconfig.json
// --noEmit`: correct usage compiles, and each `@ts-expect-error` line must be an error, or
// the type check fails.
import { SANDBOX_ENVIRONMENT, createAvios } from './index';
import type { Avios, AviosOptions, PaymentProvider } from './index';

const sandbox: AviosOptions = {
  api: { baseUrl: SANDBOX_ENVIRONMENT.apiUrl, path: SANDBOX_ENVIRONMENT.apiPath },
  auth: {
    domain: SANDBOX_ENVIRONMENT.idpDomain,
    clientIds: SANDBOX_ENVIRONMENT.clientIds,
    audience: SANDBOX_ENVIRONMENT.audience,
    redirectUri: 'https://shop.example/',
  },
  content: {
    space: SANDBOX_ENVIRONMENT.contentSpace,
    environment: SANDBOX_ENVIRONMENT.contentEnvironment,
    accessToken: SANDBOX_ENVIRONMENT.contentToken,
  },
  payments: { baseUrl: SANDBOX_ENVIRONMENT.paymentsUrl },
};
export const avios: Avios = createAvios(sandbox);

export const partner: 'BA' | 'IB' | 'EI' = avios.context.current().partner;
export const signedIn: boolean = avios.session.getSnapshot().status === 'authenticated';

declare const provider: PaymentProvider;
export const withProvider = createAvios({ ...sandbox, payments: provider });

// @ts-expect-error payments has no default: production must name its provider
export const noPayments = createAvios({
  api: sandbox.api,
  auth: sandbox.auth,
  content: sandbox.content,
});
// @ts-expect-error the card form's service needs its address
export const noBaseUrl = createAvios({ ...sandbox, payments: {} });
// @ts-expect-error a partner is BA, IB or EI
export const wrongPartner = createAvios({ ...sandbox, partner: 'LH' });
const cookie = { ...sandbox.auth, cacheLocation: 'cookie' as const };
// @ts-expect-error tokens stay in memory or local storage (spec §5), nothing else
export const cookieCache = createAvios({ ...sandbox, auth: cookie });
// @ts-expect-error the context has no such method
avios.context.setCurrency('EUR');
