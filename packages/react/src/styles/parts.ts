// The `part` names the components write on their nodes (`<button part="button">`), so that a
// page can style them from outside an element's shadow root: `avios-purchase::part(button)`.
// The names are a contract with partners: add, never rename. One list, read by the elements'
// custom-elements.json (`cssParts`, packages/elements/manifest.mjs), docs/elements.md
// "Styling" and parts.test.ts, which checks that the components write exactly these names.
// Plain data: nothing imports it at run time, so it adds nothing to a bundle.

/** Every part an element's screens write, with what it is. */
export const PARTS = {
  base: 'The wrapper of the current screen, in every element.',
  'config-error': 'What an element shows instead of a screen when its configuration is missing.',
  screen: 'The root of each screen (carries `data-partner` and `data-screen`).',
  title: 'The main heading of a screen or of the discovery hero (h1).',
  heading: 'Section and card headings (h2, h3).',
  button: 'Every button, and every link styled as a button.',
  link: 'Text links (in content, article titles).',
  card: 'Every card: packages, plans, product and article cards, sign-in prompt, summary, result.',
  package: 'A package on the purchase and gift pages (also `card`).',
  points: 'The Avios of a package.',
  price: 'A price: of a package, a subscription plan, a transfer fee.',
  plan: 'A subscription plan (also `card`).',
  'product-card': 'A product card on the discovery page (also `card`).',
  article: 'An article card on the discovery page (also `card`).',
  badge: 'A badge: article labels, plan badges, boosted transactions.',
  alert: 'Error, warning, information and success messages.',
  'alert-dismiss': 'The dismiss button of a message (also `button`).',
  field: 'A form field: its label, hint, control and error.',
  label: 'The label of a form field.',
  hint: 'The hint under a form field label.',
  input: 'Text inputs, selects and text areas.',
  'field-error': 'The error message of a form field.',
  'error-summary': 'The list of form errors above the recipient form.',
  filters: 'The filter row of the purchase, gift and booster pages.',
  'segmented-control': 'A group of options (sort order, currency, package sizes).',
  'segmented-option': 'One option of a single-choice group (sort order, currency).',
  'toggle-group': 'The package-size filter (also `segmented-control`).',
  toggle: 'One package-size toggle.',
  'gift-transfer-toggle': 'The two links between the gift and transfer pages.',
  'login-prompt': 'The sign-in prompt a visitor sees (also `card`).',
  'bottom-bar': 'The sticky bar with the chosen package or boost and the continue button.',
  hero: 'The discovery hero (background and card).',
  'hero-card': 'The card inside the discovery hero.',
  comparison: 'The comparison table on the discovery page.',
  breadcrumb: 'The checkout steps.',
  summary: 'The order summary on the checkout page (also `card`).',
  payment: 'The payment step on the checkout page.',
  result: 'The transaction result and the booster campaign page (also `card`).',
  'booster-transaction': 'One transaction to boost on the booster page.',
  'booster-multiplier': 'One multiplier choice on the booster page.',
  dialog: 'A confirmation dialog (subscription changes).',
  countdown: 'The countdown of the maintenance page.',
  progress: 'A visible wait message with a spinner.',
  spinner: 'A spinner whose label only screen readers hear.',
  skeleton: 'A loading placeholder.',
} as const satisfies Record<string, string>;

/**
 * Parts of the React `<Layout>` (header, footer, banners), which no element renders; for
 * React hosts that put the shop inside a shadow root of their own.
 */
export const LAYOUT_PARTS = {
  header: 'The shop header.',
  'avatar-menu': 'The signed-in member menu in the header.',
  'language-list': 'The language picker in the header.',
  banner: 'A promotion banner.',
  footer: 'The shop footer.',
  chatbot: 'The chat launcher and its help panel.',
} as const satisfies Record<string, string>;
