// Starts every sandbox service in one process: identity provider, purchase API (with the
// control API), payments, content and error reports. State is shared in memory.
import { configFromEnv } from './config';
import type { SandboxConfig } from './config';
import { createContentServer } from './content/server';
import { createIdTokenFaults } from './idp/idTokenFaults';
import { createIdentityProvider } from './idp/provider';
import type { IdentityProvider } from './idp/provider';
import { loadSigningKey } from './idp/keys';
import type { SigningKey } from './idp/keys';
import { createPaymentsServer } from './payments/server';
import { createPurchaseApi } from './purchase/api';
import { createFaults } from './purchase/faults';
import type { PurchaseApi } from './purchase/api';
import { createReportsServer } from './reports/server';
import type { ReportsServer } from './reports/server';
import { createEngine } from './store/engine';
import { createStore } from './store/store';
import type { Store } from './store/store';

export interface SandboxOptions extends Partial<SandboxConfig> {
  /** Signing key; defaults to the stable one in `keysDir`. */
  key?: SigningKey;
  /** Start the content service too. Defaults to `true`. */
  content?: boolean;
}

export interface Sandbox {
  urls: {
    api: string;
    purchaseApi: string;
    idp: string;
    issuer: string;
    payments: string;
    reports: string;
    content?: string;
  };
  store: Store;
  idp: IdentityProvider;
  api: PurchaseApi;
  /** The error reports received (Sentry envelopes). */
  reports: ReportsServer;
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const config = { ...configFromEnv(), ...options };
  const key = options.key ?? (await loadSigningKey(config.keysDir));
  const store = createStore();
  const closers: (() => Promise<void>)[] = [];
  const closeAll = async () => {
    await Promise.allSettled(closers.reverse().map((c) => c()));
  };
  // one set of faults for the purchase API and the payments service (docs/sandbox.md)
  const faults = createFaults();
  // the identity provider's, armed through the same control API
  const idTokenFaults = createIdTokenFaults();
  try {
    let paymentsUrl = `http://localhost:${config.paymentsPort}`;
    const engine = createEngine(store, {
      stepMs: config.stepMs,
      refundMs: config.refundMs,
      paymentsUrl: () => paymentsUrl,
    });
    closers.push(async () => engine.close());
    const idp = await createIdentityProvider({
      port: config.idpPort,
      origins: config.origins,
      store,
      key,
      idTokenFaults,
    });
    closers.push(idp.close);
    const payments = await createPaymentsServer({
      port: config.paymentsPort,
      store,
      engine,
      origins: config.origins,
      faults,
    });
    paymentsUrl = payments.url;
    closers.push(payments.close);
    const api = await createPurchaseApi({
      port: config.apiPort,
      idpIssuer: idp.issuer,
      jwks: idp.jwks,
      origins: config.origins,
      store,
      engine,
      stepUpMaxAgeS: config.stepUpMaxAgeS,
      faults,
      idTokenFaults,
    });
    closers.push(api.close);
    const reports = await createReportsServer({
      port: config.reportsPort,
      origins: config.origins,
    });
    closers.push(reports.close);
    let contentUrl: string | undefined;
    if (options.content !== false) {
      try {
        const content = await createContentServer({
          port: config.contentPort,
          origins: config.origins,
        });
        contentUrl = content.url;
        closers.push(content.close);
      } catch (error) {
        // The other services stay useful without content (e.g. its export unreadable).
        console.warn(`[sandbox] the content service did not start: ${(error as Error).message}`);
      }
    }
    return {
      urls: {
        api: api.url,
        purchaseApi: `${api.url}/purchase/v1`,
        idp: idp.url,
        issuer: idp.issuer,
        payments: payments.url,
        reports: reports.url,
        ...(contentUrl ? { content: contentUrl } : {}),
      },
      store,
      idp,
      api,
      reports,
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
