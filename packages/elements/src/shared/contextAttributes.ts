// spec §4 Context: an element's `partner`, `language` and `market` attributes (or the page's
// `<avios-config>` / `configure()`) go through the SDK's context store, when the element
// connects and each time one of them changes. The store holds the rules (ignored when
// unchanged, an unknown partner refused, a language or market the new partner lacks reset to
// its first); this module applies them and tells the page what it refused.
import { useLayoutEffect, useRef } from 'react';
import type { ContextStore } from '@avios/sdk';
import type { AviosInstance } from '@avios/react';
import { PARTNERS, isPartner } from '@avios/sdk/rules';
import { emit } from './events';

/** The partner, language and market an element was given (config.ts `contextWanted`). */
export interface ContextWanted {
  partner?: string | undefined;
  language?: string | undefined;
  market?: string | undefined;
}

/**
 * Applies what the element was given to `context`, partner first (its lists rule the others).
 * Answers whether the partner changed: another partner's session, copy and prices from now on.
 */
export function applyContext(context: ContextStore, wanted: ContextWanted): boolean {
  context.init();
  const partnerChanged = wanted.partner !== undefined && context.setPartner(wanted.partner);
  if (wanted.language) context.setLanguage(wanted.language);
  if (wanted.market) context.setMarket(wanted.market);
  return partnerChanged;
}

/** `partner_invalid` on the element and the console: the page named no known partner. */
function reportRefusedPartner(host: HTMLElement, refused: string, kept: string): void {
  const message = `Avios elements: partner "${refused}" is not one of ${PARTNERS.join(', ')}; the element stays ${kept}.`;
  console.error(message);
  emit(host, 'avios-error', {
    code: 'partner_invalid',
    severity: 'error',
    scope: 'global',
    message,
  });
}

/**
 * Applies the attributes whenever one changes. A new partner re-checks the session (each
 * partner has its own identity client, spec §1) and calls `onPartnerChange`, which reopens
 * the element's start screen: nothing the old partner's screen held stays. Answers cached
 * for the old partner stay under its key (queries.ts `QueryKeyContext`), never shown.
 */
export function useContextAttributes(
  avios: AviosInstance,
  wanted: ContextWanted,
  host: HTMLElement | undefined,
  onPartnerChange: () => void,
): void {
  const onChange = useRef(onPartnerChange);
  onChange.current = onPartnerChange;
  const { partner, language, market } = wanted;
  useLayoutEffect(() => {
    if (applyContext(avios.context, { partner, language, market })) {
      // (the session's init never rejects: a failed check leaves the visitor anonymous)
      void avios.session.init();
      onChange.current();
    } else if (partner && !isPartner(partner) && host) {
      // spec §4: an invalid partner is rejected; the store kept the current one
      reportRefusedPartner(host, partner, avios.context.current().partner);
    }
  }, [avios, host, partner, language, market]);
}
