// What an element shows when its screens cannot load, instead of an empty box
// (docs/browsers.md "Below the line"). The loader defines the tags and opens each shadow root
// before it fetches the screens; when that fetch fails (a browser below the support matrix
// that cannot parse the screens' code, such as Safari 15 to 16.3 on a regular expression
// lookbehind; a network or policy failure) the shadow root would stay empty, and would also
// hide whatever fallback the partner put inside the tag. So the root gets a `<slot>`: the
// partner's own content inside the tag shows (the same content a browser without custom
// elements shows), and with none, a short message in the element's language.
// No styles of its own (a `<style>` needs a nonce under a strict policy): it is plain text,
// styled by the host through `::part(unavailable)`. Removed as soon as the screens render
// (a later connection tries the load again). Written in plain DOM, so that it adds little to
// the loader and runs wherever the loader itself parses.

const MESSAGES = {
  es: {
    unsupported:
      'Tu navegador no puede mostrar este contenido. Actualízalo o usa otro navegador para continuar.',
    failed:
      'No se ha podido cargar este contenido. Comprueba tu conexión y vuelve a cargar la página.',
  },
  en: {
    unsupported:
      'Your browser cannot show this content. Update it, or use another browser, to continue.',
    failed: 'This content could not load. Check your connection and reload the page.',
  },
} as const;

/** Marks the nodes this module adds, to find and remove them again. */
const MARK = 'data-avios-unavailable';

/**
 * Why the screens did not load: `unsupported` when the browser could not parse their code
 * (a SyntaxError from the dynamic import), `failed` for anything else.
 */
export function unavailableReason(error: unknown): 'unsupported' | 'failed' {
  return error instanceof SyntaxError ? 'unsupported' : 'failed';
}

/** The message's language: the element's `language` attribute, else the page's, else English. */
function languageOf(host: Element): keyof typeof MESSAGES {
  const tag = host.getAttribute('language') || host.ownerDocument.documentElement.lang || 'en';
  return tag.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/**
 * Shows, in `root`, the partner's fallback content (the host's children, through a `<slot>`)
 * or else a message saying why the element cannot show. Idempotent; removed by itself once
 * anything else is rendered into `root`.
 */
export function showUnavailable(root: ShadowRoot, error: unknown): void {
  if (root.querySelector(`[${MARK}]`)) return;
  const reason = unavailableReason(error);
  const slot = root.ownerDocument.createElement('slot');
  slot.setAttribute(MARK, reason);
  const message = root.ownerDocument.createElement('p');
  message.setAttribute('part', 'unavailable');
  message.setAttribute('role', 'alert');
  message.textContent = MESSAGES[languageOf(root.host)][reason];
  slot.append(message);
  root.append(slot);
  if (typeof MutationObserver === 'undefined') return;
  const observer = new MutationObserver(() => {
    const others = [...root.childNodes].some(
      (node) => !(node instanceof Element && node.hasAttribute(MARK)),
    );
    if (!others) return;
    observer.disconnect();
    slot.remove();
  });
  observer.observe(root, { childList: true });
}
