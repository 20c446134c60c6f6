// A fake SDK instance for component tests: real error store, context store (memory cookies),
// query client and query factories; session, API and content are in-memory fakes.
import { QueryCache, QueryClient } from '@tanstack/query-core';
import { vi } from 'vitest';
import { createContextStore } from '@avios/sdk/context';
import { createErrorStore } from '@avios/sdk/errors';
import { createMutations, createQueries } from '@avios/sdk/api';
import { transactionTypeFromId } from '@avios/sdk/rules';
import type {
  ApiClient,
  Checkout,
  CheckoutState,
  Content,
  GenericTransactionClient,
  Partner,
  ProductType,
  Session,
  SessionSnapshot,
  SubscriptionAreaClient,
  SessionUser,
} from '@avios/sdk';
import type { Balance, User } from '@avios/sdk/schemas';
import type { ErrorMessageContent } from '@avios/sdk/content';
import type { PriceBand } from '@avios/sdk/rules';
import type { LoginResult } from '@avios/sdk/session';
import type { AviosInstance } from '../aviosInstance';

/** The fake checkout controller: every method is a mock; `setState` drives the snapshot. */
export type FakeCheckout = Checkout & { setState(next: CheckoutState): void };

function fakeCheckout(): FakeCheckout {
  let state: CheckoutState = { status: 'idle' };
  const listeners = new Set<() => void>();
  const setState = (next: CheckoutState) => {
    state = next;
    listeners.forEach((l) => l());
  };
  const navigatingTo = (transactionId: string): CheckoutState => ({
    status: 'navigating',
    transactionId,
    productType: transactionTypeFromId(transactionId),
    target: { type: 'checkout', transactionId },
  });
  return {
    setState,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getSnapshot: () => state,
    getDraft: vi.fn(() => undefined),
    start: vi.fn(
      (type, data) => ({ id: 'LCL_1', type, data, creationDate: 0, currency: 'GBP' }) as never,
    ),
    update: vi.fn(() => undefined),
    submit: vi.fn(async () => {
      setState(navigatingTo('p123'));
      return state;
    }),
    open: vi.fn(async () => state),
    pay: vi.fn(async () => state),
    challenge: vi.fn(async () => state),
    payWithWallet: vi.fn(async () => state),
    settleDropIn: vi.fn(async () => state),
    poll: vi.fn(() => () => {}),
    reset: vi.fn(() => setState({ status: 'idle' })),
  };
}

export interface FakeAviosOptions {
  partner?: Partner;
  language?: string;
  /** A signed-in member (user claims), or anonymous when left out. */
  user?: SessionUser;
  /** Entries (their fields) per content type; a function may filter. */
  content?: Record<string, unknown[] | ((filters: Record<string, string>) => unknown[])>;
  /** Error message content per code. */
  errorMessages?: Record<string, ErrorMessageContent>;
  /** Replaces API methods. */
  api?: Partial<ApiClient>;
  /** Replaces the subscription area's own-origin calls (each a rejecting mock otherwise). */
  subscriptionArea?: Partial<SubscriptionAreaClient>;
  /** Replaces the generic transaction endpoint's calls (each a rejecting mock otherwise). */
  genericTransactions?: Partial<GenericTransactionClient>;
}

const MEMBER: User = {
  ffpNumber: '12345678',
  name: { firstName: 'Ana', lastName: 'García' },
  country: 'ES',
};

export const BALANCE: Balance = {
  amount: 12500,
  currency: 'AVIOS',
  householdBalance: null,
  householdCurrency: 'AVIOS',
};

const PRICE_BANDS: PriceBand[] = [
  { lower: 2000, upper: 15000, price: { EUR: 0.02, GBP: 0.017 } },
  { lower: 20000, upper: 90000, price: { EUR: 0.018, GBP: 0.015 }, bonusPoints: 1000 },
  { lower: 100000, upper: 200000, price: { EUR: 0.016, GBP: 0.014 } },
];

function fakeSession(user: SessionUser | undefined): Session {
  let snapshot: SessionSnapshot = user
    ? { status: 'authenticated', user }
    : { status: 'anonymous' };
  const listeners = new Set<() => void>();
  const set = (next: SessionSnapshot) => {
    snapshot = next;
    listeners.forEach((l) => l());
  };
  return {
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getSnapshot: () => snapshot,
    init: vi.fn(async () => snapshot),
    login: vi.fn(async (): Promise<LoginResult | undefined> => ({ mode: 'redirect' })),
    logout: vi.fn(async () => set({ status: 'anonymous' })),
    getToken: vi.fn(async () => ({ value: 'token', type: 'standard' as const })),
    getAccessToken: vi.fn(async () => (user ? 'token' : undefined)),
    signOutLocally: vi.fn(async () => set({ status: 'anonymous' })),
    isStepUpFallback: () => false,
    clearStepUpFallback: () => {},
    connectAccount: vi.fn(async () => {}),
    exchangeToken: vi.fn(async () => snapshot),
  };
}

function fakeApi(overrides: Partial<ApiClient>): ApiClient {
  const products: ProductType[] = ['purchase', 'gift', 'transfer', 'booster', 'subscription'];
  const base = {
    getProducts: vi.fn(async () => products),
    getUser: vi.fn(async () => MEMBER),
    getBalance: vi.fn(async () => BALANCE),
    getPrices: vi.fn(async () => PRICE_BANDS),
    getEnrolments: vi.fn(async () => []),
    enrol: vi.fn(async (campaignCode: string) => [
      { ffpNumber: MEMBER.ffpNumber, campaignCode, expiryTime: '2099-01-01T00:00:00.000Z' },
    ]),
    getUserSubscriptions: vi.fn(async () => []),
    getSubscriptionPackages: vi.fn(async () => []),
    getTransactionState: vi.fn(async () => {
      throw new Error('getTransactionState not faked');
    }),
  };
  return { ...base, ...overrides } as unknown as ApiClient;
}

function fakeContent(options: FakeAviosOptions): Content {
  const content = options.content ?? {};
  return {
    getEntries: vi.fn(async (type: string, o?: { filters?: Record<string, string> }) => {
      const entries = content[type];
      const list = typeof entries === 'function' ? entries(o?.filters ?? {}) : (entries ?? []);
      if (list.length === 0) throw new Error(`no content for ${type}`);
      return list;
    }) as Content['getEntries'],
    getEntry: vi.fn(async () => ({})) as Content['getEntry'],
    errorMessage: vi.fn(async (code: string) => options.errorMessages?.[code]),
  };
}

function memoryCookies(initial: Record<string, string>) {
  const jar = new Map(Object.entries(initial));
  return {
    get: (name: string) => jar.get(name),
    set: (name: string, value: string) => void jar.set(name, value),
  };
}

/** A fake `createAvios(...)` result; everything is ready at once. */
export function createFakeAvios(
  options: FakeAviosOptions = {},
): AviosInstance & { checkout: FakeCheckout } {
  const partner = options.partner ?? 'IB';
  const language = options.language ?? 'en-GB';
  const context = createContextStore({
    cookies: memoryCookies({ opco: partner, language, market: partner === 'IB' ? 'ES' : 'GB' }),
  });
  context.init();
  const session = fakeSession(options.user);
  const api = fakeApi(options.api ?? {});
  const errors = createErrorStore();
  // as createAvios does: every failed query lands in the error store
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => errors.dispatch(error) }),
    defaultOptions: { queries: { retry: false } },
  });
  const queries = createQueries({
    api,
    stats: { getStats: vi.fn(async () => ({ boostedAvios: 3000 })) },
    queryClient,
    getKeyContext: () => ({
      ...context.current(),
      signedIn: session.getSnapshot().status === 'authenticated',
    }),
  });
  const unexpected = (name: string) =>
    vi.fn(async () => {
      throw new Error(`unexpected subscriptionArea.${name}`);
    });
  const subscriptionArea: SubscriptionAreaClient = {
    cancel: unexpected('cancel'),
    changePlan: unexpected('changePlan'),
    renew: unexpected('renew'),
    refund: unexpected('refund'),
    ...options.subscriptionArea,
  };
  // the SDK's own changes and cache effects; posted campaign codes kept for this fake only
  const posted = new Map<string, string>();
  const mutations = createMutations({
    api,
    subscriptionArea,
    queryClient,
    queries,
    errors,
    storage: {
      getItem: (key) => posted.get(key) ?? null,
      setItem: (key, value) => void posted.set(key, value),
    },
  });
  const genericTransactions: GenericTransactionClient = {
    create: vi.fn(async () => {
      throw new Error('unexpected genericTransactions.create');
    }),
    getData: vi.fn(async () => {
      throw new Error('unexpected genericTransactions.getData');
    }),
    ...options.genericTransactions,
  };
  return {
    context,
    session,
    api,
    subscriptionArea,
    genericTransactions,
    queryClient,
    queries,
    mutations,
    content: fakeContent(options),
    errors,
    drafts: {
      read: vi.fn(() => undefined),
      create: vi.fn(),
      update: vi.fn(() => undefined),
      clear: vi.fn(),
    } as unknown as AviosInstance['drafts'],
    checkout: fakeCheckout(),
    payments: {
      kind: 'card-form',
      authorise: vi.fn(async () => ({ status: 'authorised' as const })),
      challenge: vi.fn(async () => ({ status: 'authorised' as const })),
    },
    init: vi.fn(async () => {}),
    destroy: vi.fn(),
  };
}

export type FakeAvios = ReturnType<typeof createFakeAvios>;
