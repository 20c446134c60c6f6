// `part` names for the styleable nodes inside an element's shadow root, so a host page can
// write `avios-purchase::part(button) { border-radius: 0 }`. The React components write them
// on their nodes; every part, with what it is, is listed once in @avios/react's
// src/styles/parts.ts (read by manifest.mjs and docs/elements.md). This map, public since the
// elements first added parts after render, says which part each styled class carries.

/** Class name -> the part every node of that class carries (checked by parts.test.ts). */
export const PARTS: Readonly<Record<string, string>> = {
  'avios-screen': 'screen',
  'avios-button': 'button',
  'avios-card': 'card',
  'avios-alert': 'alert',
  'avios-field': 'field',
  'avios-filters': 'filters',
  'avios-segmented': 'segmented-control',
  'avios-package': 'package',
  'avios-login-prompt': 'login-prompt',
  'avios-bottom-bar': 'bottom-bar',
  'avios-hero': 'hero',
  'avios-product-card': 'product-card',
  'avios-comparison': 'comparison',
  'avios-article': 'article',
  'avios-badge': 'badge',
  'avios-breadcrumb': 'breadcrumb',
  'avios-summary': 'summary',
  'avios-payment': 'payment',
  'avios-result': 'result',
};
