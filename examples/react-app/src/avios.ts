// One SDK instance for the app, pointed at the local sandbox (docs/sandbox.md). A real shop
// passes its own addresses, client ids and content space here.
import { createAvios } from '@avios/sdk';
import { navigate } from './historyNavigation';

export const avios = createAvios({
  // This example shows British Airways Club in English unless the cookies say otherwise.
  partner: 'BA',
  language: 'en-GB',
  market: 'GB',
  api: { baseUrl: 'http://localhost:4010', path: '/purchase/v1' },
  auth: {
    domain: 'http://localhost:4011',
    clientIds: { BA: 'avios-ba', IB: 'avios-ib', EI: 'avios-ei' },
    audience: 'https://api.avios.sandbox/purchase',
    redirectUri: `${window.location.origin}/`,
    // after sign-in the SDK restores the return path through the app's own navigation
    navigate,
  },
  content: {
    host: 'localhost:4012',
    space: 'avios-sandbox',
    environment: 'master',
    accessToken: 'sandbox-delivery-token',
  },
  payments: { baseUrl: 'http://localhost:4013' },
});
