// One table, run twice: against real zod (zodLite.real.test.ts, proving the expectations)
// and against the stand-in (zodLite.test.ts). Each case parses a value with one of the SDK's
// own schemas and states what a caller sees: success with this output, or these issue paths.
import type * as purchaseApi from '../../../sdk/src/schemas/purchaseApi';
import type * as checkoutDraft from '../../../sdk/src/schemas/checkoutDraft';
import type * as payments from '../../../sdk/src/schemas/payments';
import type * as contentSchemas from '../../../sdk/src/schemas/content';
import * as fixtures from '../../../sdk/src/schemas/fixtures';

type Schemas = {
  purchaseApi: typeof purchaseApi;
  checkoutDraft: typeof checkoutDraft;
  payments: typeof payments;
  content: typeof contentSchemas;
};

export interface ZodCase {
  name: string;
  parse(s: Schemas): {
    success: boolean;
    data?: unknown;
    error?: { issues: { path: PropertyKey[] }[] };
  };
  /** Expected output on success. */
  data?: unknown;
  /** Expected issue paths (dotted) on failure. */
  paths?: string[];
}

const draft = {
  id: 'LCL_abc123',
  type: 'purchase',
  creationDate: 1_700_000_000_000,
  data: { purchaseAvios: 5000, purchasePrice: 80 },
};

export const ZOD_CASES: ZodCase[] = [
  {
    name: 'price bands fixture parses unchanged',
    parse: (s) => s.purchaseApi.priceBandsSchema.safeParse(fixtures.priceBandsFixture),
    data: fixtures.priceBandsFixture,
  },
  {
    name: 'empty price bands',
    parse: (s) => s.purchaseApi.priceBandsSchema.safeParse([]),
    paths: [''],
  },
  {
    name: 'price band with a string price',
    parse: (s) => s.purchaseApi.priceBandsSchema.safeParse([{ lower: 1, upper: 2, price: 'x' }]),
    paths: ['0.price'],
  },
  {
    name: 'per-currency price with an unknown currency',
    parse: (s) => s.purchaseApi.currencyPricesSchema.safeParse({ GBP: 1, XXX: 2 }),
    // zod reports an unknown record key on the record itself
    paths: [''],
  },
  {
    name: 'user fixture parses unchanged',
    parse: (s) => s.purchaseApi.userSchema.safeParse(fixtures.userFixture),
    data: fixtures.userFixture,
  },
  {
    name: 'user without a last name and with an empty membership number',
    parse: (s) => s.purchaseApi.userSchema.safeParse({ ffpNumber: '', name: { firstName: 'Ada' } }),
    paths: ['ffpNumber', 'name.lastName'],
  },
  {
    name: 'unknown keys are dropped from an object',
    parse: (s) => s.purchaseApi.balanceSchema.safeParse({ ...fixtures.balanceFixture, extra: 1 }),
    data: fixtures.balanceFixture,
  },
  {
    name: 'balance amount may be null but not a string',
    parse: (s) =>
      s.purchaseApi.balanceSchema.safeParse({ ...fixtures.balanceFixture, amount: 'x' }),
    paths: ['amount'],
  },
  {
    name: 'products: one unknown type',
    parse: (s) =>
      s.purchaseApi.productsSchema.safeParse({ availableProducts: ['purchase', 'nope'] }),
    paths: ['availableProducts.1'],
  },
  {
    name: 'products: empty list',
    parse: (s) => s.purchaseApi.productsSchema.safeParse({ availableProducts: [] }),
    paths: ['availableProducts'],
  },
  {
    name: 'booster options fixture parses unchanged',
    parse: (s) => s.purchaseApi.boosterOptionsSchema.safeParse(fixtures.boosterOptionsFixture),
    data: fixtures.boosterOptionsFixture,
  },
  ...[5, 0, 2.5].map((multiplyBy) => ({
    name: `multiplier ${multiplyBy} is outside 1..4 or not whole`,
    parse: (s: Schemas) =>
      s.purchaseApi.boosterOptionsSchema.safeParse({
        ...fixtures.boosterOptionsFixture,
        multipliersAvailable: [
          { ...fixtures.boosterOptionsFixture.multipliersAvailable[0], multiplyBy },
        ],
      }),
    paths: ['multipliersAvailable.0.multiplyBy'],
  })),
  {
    name: 'transaction state fixture parses unchanged',
    parse: (s) => s.purchaseApi.transactionStateSchema.safeParse(fixtures.transactionStateFixture),
    data: fixtures.transactionStateFixture,
  },
  {
    name: 'transaction data (extended state) needs id and type',
    parse: (s) => s.purchaseApi.transactionDataSchema.safeParse(fixtures.transactionStateFixture),
    paths: ['id', 'type'],
  },
  {
    name: 'subscription detail: partial user subscription plus id and status',
    parse: (s) =>
      s.purchaseApi.subscriptionDetailSchema.safeParse({
        id: 'sub1',
        subscriptionStatus: 'active',
      }),
    data: { id: 'sub1', subscriptionStatus: 'active' },
  },
  {
    name: 'user subscription fixture parses unchanged',
    parse: (s) => s.purchaseApi.userSubscriptionSchema.safeParse(fixtures.userSubscriptionFixture),
    data: fixtures.userSubscriptionFixture,
  },
  {
    name: 'draft without currency gets the GBP default',
    parse: (s) => s.checkoutDraft.checkoutDraftSchema.safeParse(draft),
    data: { ...draft, currency: 'GBP' },
  },
  {
    name: 'draft with a bad id, negative date and null redirect',
    parse: (s) =>
      s.checkoutDraft.checkoutDraftSchema.safeParse({
        ...draft,
        id: 'nope',
        creationDate: -1,
        redirectUrl: null,
      }),
    paths: ['id', 'creationDate'],
  },
  {
    name: 'draft of an unknown type',
    parse: (s) => s.checkoutDraft.checkoutDraftSchema.safeParse({ ...draft, type: 'nope' }),
    paths: ['type'],
  },
  {
    name: 'draft with a fractional creation date',
    parse: (s) => s.checkoutDraft.checkoutDraftSchema.safeParse({ ...draft, creationDate: 1.5 }),
    paths: ['creationDate'],
  },
  {
    name: 'payment answer with an unknown result code',
    parse: (s) => s.payments.paymentAnswerSchema.safeParse({ resultCode: 'Maybe' }),
    paths: ['resultCode'],
  },
  {
    name: 'content answer with no items',
    parse: (s) => s.content.contentEntriesSchema().safeParse({ items: [] }),
    paths: ['items'],
  },
  {
    name: 'content answer keeps includes and unknown entry keys',
    parse: (s) =>
      s.content.contentEntriesSchema().safeParse({
        items: [{ sys: { id: 'a', type: 'Entry' }, fields: { t: 1 }, metadata: {} }],
        includes: { Entry: [] },
      }),
    data: {
      items: [{ sys: { id: 'a', type: 'Entry' }, fields: { t: 1 }, metadata: {} }],
      includes: { Entry: [] },
    },
  },
];

/** Runs one case and returns what the caller saw, for `toEqual`. */
export function outcome(c: ZodCase, s: Schemas): { data?: unknown; paths?: string[] } {
  const result = c.parse(s);
  if (result.success) return { data: result.data };
  const paths = (result.error?.issues ?? []).map((i) => i.path.map(String).join('.'));
  return { paths: [...new Set(paths)].sort() };
}

export function expected(c: ZodCase): { data?: unknown; paths?: string[] } {
  return c.paths ? { paths: [...c.paths].sort() } : { data: c.data };
}
