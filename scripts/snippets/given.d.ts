// The names the docs' code blocks may use without declaring them (scripts/snippets.mjs), each
// what the prose around such a block takes for granted. Keep the list short: a name that only
// one block needs is better declared in that block.
/// <reference types="vite/client" />
import type { Avios, AviosOptions, CheckoutDraft } from '@avios/sdk';
import type { TransactionDetails } from '@avios/sdk/checkout';
import type { UserSubscription } from '@avios/sdk/schemas';
import type { Package, PriceBand, bannerVisible, selectPackage } from '@avios/sdk/rules';

declare global {
  /** The options of docs/sdk.md's `createAvios` example. */
  const options: AviosOptions;
  /** An instance built with them, and its units by their names in `Avios`. */
  const avios: Avios;
  const context: Avios['context'];
  const session: Avios['session'];
  const api: Avios['api'];
  const queryClient: Avios['queryClient'];
  const content: Avios['content'];
  const drafts: Avios['drafts'];
  const errors: Avios['errors'];
  /** A caught error. */
  const e: unknown;
  const error: unknown;
  /** An answer's parsed JSON body, not yet checked. */
  const json: unknown;
  /** What the rules reference's examples work on. */
  const draft: CheckoutDraft;
  const details: TransactionDetails;
  const bands: PriceBand[];
  const packages: Package[];
  const pkg: Package;
  const selection: Parameters<typeof selectPackage>[0];
  const banner: Parameters<typeof bannerVisible>[0];
  const userSubscriptions: UserSubscription[];
}
