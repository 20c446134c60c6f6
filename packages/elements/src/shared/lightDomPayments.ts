// A Drop-in renders into a light-DOM child of the element, shown through a named slot of the
// payment step, not into the shadow root: Adyen Web is written for the document (its
// stylesheet is the page's, its secured-field frames and 3-D Secure challenge measure and
// focus through the document), and in the light DOM the stylesheet the host already loads
// (`@adyen/adyen-web/styles/adyen.css`, or `adyen-css`) styles it with no copy in the shadow
// root and no `unsafe-inline` (docs/payments.md "In an element"). An on-demand chunk.
import type { PaymentProvider } from '@avios/sdk';

let slots = 0;

/**
 * `provider` with its Drop-in mounted in a light-DOM child of the element that holds
 * `element` in its shadow root, slotted where `element` is.
 */
export function inLightDom(provider: PaymentProvider): PaymentProvider {
  const mount = provider.mount?.bind(provider);
  if (provider.kind !== 'drop-in' || !mount) return provider;
  return {
    kind: provider.kind,
    ...(provider.wallets ? { wallets: provider.wallets } : {}),
    ...(provider.load ? { load: provider.load.bind(provider) } : {}),
    mount(element, session, handlers) {
      const root = element.getRootNode();
      if (typeof ShadowRoot === 'undefined' || !(root instanceof ShadowRoot)) {
        return mount(element, session, handlers);
      }
      const name = `avios-payment-${++slots}`;
      const slot = document.createElement('slot');
      slot.name = name;
      element.append(slot);
      const form = document.createElement('div');
      form.slot = name;
      form.className = 'avios-payment-form';
      root.host.append(form);
      const unmount = mount(form, session, handlers);
      return () => {
        unmount();
        form.remove();
        slot.remove();
      };
    },
  };
}
