// `part` names for the styleable nodes inside an element's shadow root, so a host page can
// write `avios-purchase::part(button) { border-radius: 0 }`. The screens are shared with the
// React package and carry class names, not parts; the element maps one to the other and
// keeps doing so as the screens re-render.

/** Class name -> part name. Documented in docs/elements.md. */
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

const SELECTOR = Object.keys(PARTS)
  .map((c) => `.${c}`)
  .join(',');

/** Adds the part names of `node`'s classes to its `part` attribute (keeping others). */
function markNode(node: Element): void {
  const parts = new Set((node.getAttribute('part') ?? '').split(/\s+/).filter(Boolean));
  const before = parts.size;
  for (const cls of Array.from(node.classList)) {
    const part = PARTS[cls];
    if (part) parts.add(part);
  }
  if (parts.size !== before) node.setAttribute('part', [...parts].join(' '));
}

/** Marks every matching node below `root` now. */
export function markParts(root: ParentNode): void {
  root.querySelectorAll(SELECTOR).forEach(markNode);
}

/** Marks now and after every change below `root`; returns the function that stops it. */
export function observeParts(root: Node & ParentNode): () => void {
  markParts(root);
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(() => markParts(root));
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  return () => observer.disconnect();
}
