// Public API of @avios/sandbox: the services as factories (tests start them in-process on
// free ports) and the whole program as startSandbox (what `npm run sandbox` runs).
export { startSandbox } from './sandbox';
export type { Sandbox, SandboxOptions } from './sandbox';
export {
  AUDIENCE,
  CLIENT_IDS,
  DEFAULT_ORIGINS,
  PARTNERS,
  SANDBOX_OTP,
  configFromEnv,
  parseOrigins,
} from './config';
export type { Partner, SandboxConfig } from './config';
export { createPurchaseApi, API_PREFIX } from './purchase/api';
export type { PurchaseApi, PurchaseApiOptions } from './purchase/api';
export { createTokenVerifier, FFP_CLAIM, PARTNER_CLAIM } from './purchase/auth';
export type { Caller, TokenVerifier, TokenVerifierOptions } from './purchase/auth';
export type { FaultSpec } from './purchase/faults';
export { createIdentityProvider } from './idp/provider';
export type { IdentityProvider, IdentityProviderOptions } from './idp/provider';
export { generateSigningKey, loadSigningKey } from './idp/keys';
export type { SigningKey } from './idp/keys';
export { createPaymentsServer, TEST_CARDS } from './payments/server';
export type { PaymentsServerOptions } from './payments/server';
export { createReportsServer } from './reports/server';
export type { ReportsServer, ReportsServerOptions, StoredEnvelope } from './reports/server';
export { ERROR_PAYMENT_REFUSED, ERROR_3DS_FAILED, createEngine } from './store/engine';
export { createStore } from './store/store';
export type { Store } from './store/store';
export { SANDBOX_PASSWORD, seedMembers } from './store/members';
export type { Member } from './store/types';
