// @vitest-environment happy-dom
// What `createAvios` leaves out of the first render (api/lazyClients.ts, errors/lazyReporting.ts):
// the later steps' clients and the error reports' code are fetched neither when the SDK is
// built nor by `init()` itself, but when the browser is first idle (or at the member's first
// interaction) after `init()`, or by the first call that needs them.
import { describe, expect, it, vi } from 'vitest';
import type * as LaterClientsModule from './api/laterClients';
import type * as ReportingModule from './errors/reporting';
import { createMemoryCookieJar } from './context/cookieJar';
import { createAvios } from './createAvios';
import type { AviosOptions } from './createAvios';
import { fakeAuth0, memoryStorage } from './session/testing';

const counts = vi.hoisted(() => ({ clientsImported: 0, clientsMade: 0, reportingImported: 0 }));

vi.mock('./api/laterClients', async (importOriginal) => {
  counts.clientsImported += 1;
  const real = await importOriginal<typeof LaterClientsModule>();
  return {
    ...real,
    createLaterClients: (...args: Parameters<typeof real.createLaterClients>) => {
      counts.clientsMade += 1;
      return real.createLaterClients(...args);
    },
  };
});

vi.mock('./errors/reporting', async (importOriginal) => {
  counts.reportingImported += 1;
  return importOriginal<typeof ReportingModule>();
});

function options(overrides: Partial<AviosOptions> = {}): AviosOptions {
  const fetch = vi.fn(async () => Response.json({ boostedAvios: 3 }));
  return {
    api: { baseUrl: 'http://api.test', fetch: fetch as unknown as typeof globalThis.fetch },
    payments: { baseUrl: 'http://pay.test' },
    auth: {
      domain: 'http://idp.test',
      clientIds: { BA: 'a', IB: 'b', EI: 'c' },
      audience: 'x',
      redirectUri: 'http://shop.test/',
      storage: memoryStorage(),
      createClient: () => fakeAuth0(false),
    },
    content: {
      space: 's',
      environment: 'master',
      accessToken: 't',
      client: { getEntries: vi.fn(), getEntry: vi.fn() },
    },
    cookies: createMemoryCookieJar(),
    storage: memoryStorage(),
    ...overrides,
  };
}

// The modules are imported once per test file (vitest's module cache): each test below is the
// first to need the module it counts.
describe('createAvios and its later code', () => {
  it('fetches the later clients when the browser is idle after init(), and makes them on first use', async () => {
    const avios = createAvios(options());
    const started = avios.init();
    expect(counts).toEqual({ clientsImported: 0, clientsMade: 0, reportingImported: 0 });
    await started;
    // the member's first interaction, if the browser has not been idle yet
    document.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(counts.clientsImported).toBe(1));
    expect(counts.clientsMade).toBe(0);
    await expect(avios.queryClient.fetchQuery(avios.queries.stats())).resolves.toEqual({
      boostedAvios: 3,
    });
    await avios.genericTransactions.getData('x1').catch(() => undefined);
    expect(counts.clientsMade).toBe(1);
    // without onErrorReport the reports' code is never fetched
    avios.errors.dispatch('missing_transaction');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(counts.reportingImported).toBe(0);
    avios.destroy();
  });

  it("with onErrorReport, an error dispatched before the reports' code is in is reported once it is", async () => {
    const onErrorReport = vi.fn();
    const avios = createAvios(options({ onErrorReport }));
    expect(counts.reportingImported).toBe(0);
    const active = avios.errors.dispatch('missing_transaction');
    expect(active?.code).toBe('missing_transaction');
    expect(onErrorReport).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onErrorReport).toHaveBeenCalledTimes(1));
    expect(onErrorReport).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'missing_transaction', severity: 'error' }),
    );
    expect(counts.reportingImported).toBe(1);
    avios.destroy();
  });
});
