// The one table of the avios-* elements: a row per element, and everything else derives from
// it: the tags and observed properties (shared/tags.ts), the screens each element shows
// (shared/elementRoutes.ts), the host typings (shared/hostTypes.ts), the loader's registrations
// (loader.ts), the bundles (build.mjs), custom-elements.json (manifest.mjs), the size budgets
// (scripts/size.mjs), and the `exports` of package.json (checked by elements.test.ts).
// An element is its folder `src/<tag>/` (AviosX.tsx, render.ts, define.ts) and its row here:
// docs/elements.md "Adding an element".
//
// Type imports only: build.mjs, manifest.mjs and scripts/size.mjs read it in Node (tsx).
// The elements read it at run time through its columns by kind (`PROPS_BY_KIND`,
// `SCREENS_BY_KIND`), which are all the bundles carry of it: build.mjs serves them in this
// module's place, so a summary or a budget adds no byte to what a page downloads, and each
// column goes only where it is used (the loader has no screens).
import type { ScreenName } from '@avios/sdk/rules';
import type { AviosEventName } from './shared/events';

/** What one element is. Its kind (`ElementRoot`'s `kind`) is its tag without `avios-`. */
export interface ElementRow {
  /** The tag, `avios-<kind>`: also its folder (`src/<tag>/`) and its bundle (`dist/<tag>.js`). */
  tag: `avios-${string}`;
  /** One sentence for custom-elements.json (`summary`), an editor's hover on the tag. */
  summary: string;
  /**
   * The properties it observes beyond the configuration (`CONFIG_KEYS`), each mirrored by its
   * kebab-case attribute: exactly the members of its props interface (hostTypes.ts checks).
   */
  props: readonly string[];
  /** spec §2: the screens it renders itself, the first its start; any other path leaves it. */
  screens: readonly ScreenName[];
  /** The events it fires (each described once, in events.ts `AviosEventDetails`). */
  events: readonly AviosEventName[];
  /**
   * scripts/size.mjs: brotli budget of `dist/<tag>.js` with what its first screen needs
   * (`kb`), what that first screen shows, and (`fromLoaderKb`) the budget of a page with the
   * loader and this tag to its first render, whose modules build.mjs then puts in the
   * loader's one `runtime` chunk. No budget: the bundle is still measured and printed.
   */
  budget?: { kb: number; shows: string; fromLoaderKb?: number };
}

/** What every element fires. */
const COMMON_EVENTS = [
  'avios-ready',
  'avios-session',
  'avios-signin-required',
  'avios-error',
  'avios-navigate',
] as const satisfies readonly AviosEventName[];
/** ...and an element that creates and pays transactions. */
const CHECKOUT_EVENTS = [
  ...COMMON_EVENTS,
  'avios-checkout-create',
  'avios-transaction-finish',
] as const satisfies readonly AviosEventName[];

export const ELEMENTS = [
  {
    tag: 'avios-purchase',
    summary:
      'Priced point packages with size, sort and currency filters; continuing opens the checkout and the result inside the element.',
    props: ['currency', 'sizes', 'order'],
    // the whole buy journey in one place, like a payment drop-in
    screens: ['purchase', 'checkout', 'checkout-transaction'],
    events: [...CHECKOUT_EVENTS, 'avios-package-select'],
    budget: { kb: 66, shows: 'priced packages', fromLoaderKb: 45 },
  },
  {
    tag: 'avios-gift',
    summary:
      'Gift packages for another member of the programme: packages, the recipient step, checkout and the result inside the element.',
    props: [],
    // the product page, the recipient step, checkout and the result
    screens: ['gift', 'gift-recipient', 'checkout', 'checkout-transaction'],
    events: CHECKOUT_EVENTS,
    budget: { kb: 66, shows: 'priced gift packages', fromLoaderKb: 45 },
  },
  {
    tag: 'avios-transfer',
    summary:
      'Transfer Avios to another member: the amount slider, the step-up, the recipient step, checkout and the result inside the element.',
    props: [],
    screens: ['transfer', 'transfer-recipient', 'checkout', 'checkout-transaction'],
    events: CHECKOUT_EVENTS,
    budget: { kb: 66, shows: 'the transfer page' },
  },
  {
    tag: 'avios-booster',
    summary:
      'Boost the Avios earned on past transactions: the transactions, multipliers 1x to 4x and the allowance, then checkout and the result inside the element.',
    props: [],
    screens: ['booster', 'checkout', 'checkout-transaction'],
    events: CHECKOUT_EVENTS,
    budget: { kb: 66, shows: 'the booster page' },
  },
  {
    tag: 'avios-subscribe',
    summary:
      'Take a monthly or annual Avios subscription: the plans with their prices, then checkout and the result inside the element.',
    props: [],
    screens: ['subscription', 'checkout', 'checkout-transaction'],
    events: CHECKOUT_EVENTS,
    budget: { kb: 66, shows: 'the priced plans' },
  },
  {
    tag: 'avios-checkout',
    summary: 'The payment of one transaction (`transaction-id`), then its result.',
    props: ['transactionId'],
    screens: ['checkout', 'checkout-transaction'],
    events: CHECKOUT_EVENTS,
  },
  {
    tag: 'avios-discovery',
    summary:
      'The discovery (home) page: hero, product cards, comparison and articles. Product links leave the element through `avios-navigate`.',
    props: [],
    screens: ['discovery'],
    events: COMMON_EVENTS,
  },
] as const satisfies readonly ElementRow[];

type Row = (typeof ELEMENTS)[number];
/** An element's kind: its tag without `avios-` (`purchase` for `<avios-purchase>`). */
export type ElementKind = Row['tag'] extends infer Tag
  ? Tag extends `avios-${infer Kind}`
    ? Kind
    : never
  : never;

/** Column `column` of the table, by kind. */
const byKind = <Column extends keyof Row>(column: Column) =>
  Object.fromEntries(ELEMENTS.map((row) => [row.tag.slice('avios-'.length), row[column]])) as {
    readonly [Kind in ElementKind]: Extract<Row, { tag: `avios-${Kind}` }>[Column];
  };

/** Kind -> its own observed properties (beyond the configuration's). */
export const PROPS_BY_KIND = byKind('props');
/** Kind -> the screens it shows itself. */
export const SCREENS_BY_KIND = byKind('screens');

/** The exports the bundles get of this module (build.mjs), each the column it holds by kind. */
export const RUNTIME_EXPORTS = {
  PROPS_BY_KIND: 'props',
  SCREENS_BY_KIND: 'screens',
} as const satisfies Record<string, keyof ElementRow>;
