// The named endpoint sets. The local sandbox (docs/sandbox.md) is the only preset with
// addresses: a production integration passes its own, and nothing in the SDK falls back to
// the sandbox unless it is named (issue: embedding, "One configuration").
import type { Partner } from './rules/constants';

/** The sandbox's addresses (docs/api-contract.md "Addresses"), as `npm run sandbox` serves them. */
export const SANDBOX_ENVIRONMENT = {
  apiUrl: 'http://localhost:4010',
  apiPath: '/purchase/v1',
  idpDomain: 'http://localhost:4011',
  clientIds: { BA: 'avios-ba', IB: 'avios-ib', EI: 'avios-ei' } as Readonly<
    Record<Partner, string>
  >,
  audience: 'https://api.avios.sandbox/purchase',
  contentHost: 'localhost:4012',
  contentSpace: 'avios-sandbox',
  contentEnvironment: 'master',
  contentToken: 'sandbox-delivery-token',
  paymentsUrl: 'http://localhost:4013',
} as const;
