// The control API for tests (docs/sandbox.md): reset, faults (the identity provider's
// identity-token faults too), maintenance, health, members.
import { sendJson } from '../http/router';
import type { createRouter } from '../http/router';
import { HttpError } from '../http/router';
import type { Store } from '../store/store';
import type { Reauthentication } from './context';
import type { Faults } from './faults';
import type { IdTokenFaults } from '../idp/idTokenFaults';

export function controlRoutes(
  router: ReturnType<typeof createRouter>,
  deps: {
    store: Store;
    faults: Faults;
    reauth?: Reauthentication;
    idTokenFaults?: IdTokenFaults;
  },
): void {
  const { store, faults, reauth, idTokenFaults } = deps;

  router.get('/__sandbox/health', ({ res }) =>
    sendJson(res, 200, {
      status: 'ok',
      maintenance: faults.maintenance,
      faults: faults.list().length,
    }),
  );

  router.post('/__sandbox/reset', ({ res }) => {
    store.reset();
    faults.reset();
    idTokenFaults?.clear();
    if (reauth) reauth.maxAgeS = reauth.defaultMaxAgeS;
    sendJson(res, 200, { status: 'reset', members: store.members.size });
  });

  router.get('/__sandbox/members', ({ res }) =>
    sendJson(
      res,
      200,
      [...store.members.values()].map((m) => ({
        ffpNumber: m.ffpNumber,
        partner: m.partner,
        firstName: m.name.firstName,
        lastName: m.name.lastName,
        country: m.country,
        balance: m.balance,
        products: m.products,
        notes: m.notes,
      })),
    ),
  );

  // every card or wallet charge made, for tests that count double charges (docs/sandbox.md)
  router.get('/__sandbox/charges', ({ res }) =>
    sendJson(
      res,
      200,
      [...store.paymentSessions.values()]
        .filter((s) => s.charges > 0)
        .map((s) => ({
          sessionId: s.id,
          reference: s.reference,
          kind: s.kind,
          amount: s.amount,
          charges: s.charges,
        })),
    ),
  );

  router.get('/__sandbox/faults', ({ res }) => sendJson(res, 200, faults.list()));

  router.post('/__sandbox/faults', async ({ res, body }) => {
    const fault = faults.add(await body());
    const { pattern: _p, ...shown } = fault;
    sendJson(res, 201, shown);
  });

  router.delete('/__sandbox/faults', ({ res }) => {
    faults.clear();
    sendJson(res, 200, { status: 'cleared' });
  });

  // spec §5: the next sign-in's identity token comes back broken (idp/idTokenFaults.ts)
  router.post('/__sandbox/id-token-fault', async ({ res, body }) => {
    if (!idTokenFaults) throw new HttpError(404, { error: 'not_found' });
    sendJson(res, 201, idTokenFaults.arm(await body()));
  });
  router.get('/__sandbox/id-token-fault', ({ res }) =>
    sendJson(res, 200, idTokenFaults?.armed() ?? null),
  );
  router.delete('/__sandbox/id-token-fault', ({ res }) => {
    idTokenFaults?.clear();
    sendJson(res, 200, { status: 'cleared' });
  });

  // spec §4 mfa_pending: how old a token may be before a transfer asks to sign in again
  router.post('/__sandbox/step-up-max-age', async ({ res, body }) => {
    const input = (await body()) as { seconds?: unknown } | undefined;
    const seconds = input?.seconds;
    if (!reauth || typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 0) {
      throw new HttpError(400, {
        error: 'invalid_request',
        message: 'Send { "seconds": N } with a whole number N >= 0 (0: every transfer asks).',
      });
    }
    reauth.maxAgeS = seconds;
    sendJson(res, 200, { seconds });
  });

  router.post('/__sandbox/maintenance', async ({ res, body }) => {
    const input = (await body()) as { on?: unknown } | undefined;
    if (typeof input?.on !== 'boolean') {
      throw new HttpError(400, {
        error: 'invalid_request',
        message: 'Send { "on": true } or { "on": false }.',
      });
    }
    faults.maintenance = input.on;
    sendJson(res, 200, { maintenance: faults.maintenance });
  });
}
