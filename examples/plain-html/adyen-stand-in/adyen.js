// A stand-in for Adyen Web 6's browser build (`adyen.js`, which defines `window.AdyenWeb`), for
// the tests of `payments="adyen"` on examples/plain-html/adyen.html: Adyen's own hosts are not
// reachable here. It keeps Adyen Web's contract as docs/payments.md uses it:
// - `AdyenCheckout(config)` sets the session up (here: the sandbox payments service's
//   `GET /sessions/{id}`, at the `paymentsUrl` inside the sandbox's `sessionData`), and
//   rejects with an error named `NETWORK_ERROR` when that call fails, as Adyen's does;
// - `new Dropin(checkout, options).mount(element)` renders a payment form; paying posts the
//   card to the session (`POST /sessions/{id}/payments`, which charges it) and ends with
//   `onPaymentCompleted({ resultCode: 'Authorised' }, dropin)` or
//   `onPaymentFailed({ resultCode: 'Refused' }, dropin)`; details Adyen refuses before any
//   payment (a mistyped card) are `onError(error named 'ERROR', dropin)`; closing a wallet
//   sheet is `onError(error named 'CANCEL', dropin)`; `remove()` takes the form away.
// No inline style and no eval: it runs under the strict policy of docs/security.md.
(() => {
  const CARDS = { authorised: '4111111111111111', refused: '4000000000000002' };

  function adyenError(name, message) {
    const error = new Error(message);
    error.name = name;
    return error;
  }

  function paymentsUrlOf(sessionData) {
    const base64 = sessionData.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    return JSON.parse(atob(padded)).paymentsUrl;
  }

  async function call(url, init) {
    let response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      throw adyenError('NETWORK_ERROR', `${url}: ${String(error)}`);
    }
    if (!response.ok) throw adyenError('NETWORK_ERROR', `${url} answered ${response.status}`);
    return response.json();
  }

  async function AdyenCheckout(config) {
    if (!config.clientKey) throw adyenError('IMPLEMENTATION_ERROR', 'No clientKey');
    const root = paymentsUrlOf(config.session.sessionData);
    const session = `${root}/sessions/${encodeURIComponent(config.session.id)}`;
    await call(session, { headers: { Accept: 'application/json' } });
    return { config, session };
  }

  class Dropin {
    constructor(checkout) {
      this.checkout = checkout;
      this.element = undefined;
    }

    mount(element) {
      this.element = element;
      const form = document.createElement('div');
      form.className = 'adyen-checkout__dropin';
      const title = document.createElement('p');
      title.textContent = 'Adyen Drop-in (test stand-in)';
      form.append(title);
      const button = (label, onClick) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'adyen-checkout__button';
        b.textContent = label;
        b.addEventListener('click', onClick);
        form.append(b);
      };
      button('Pay with the test card', () => this.pay(CARDS.authorised));
      button('Pay with a refused card', () => this.pay(CARDS.refused));
      button('Submit a mistyped card', () =>
        this.checkout.config.onError?.(adyenError('ERROR', 'The card number is invalid'), this),
      );
      button('Close the wallet sheet', () =>
        this.checkout.config.onError?.(adyenError('CANCEL', 'The shopper closed the sheet'), this),
      );
      element.replaceChildren(form);
      return this;
    }

    async pay(cardNumber) {
      const { config, session } = this.checkout;
      try {
        const answer = await call(`${session}/payments`, {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify({
            cardNumber,
            expiryMonth: '03',
            expiryYear: '2030',
            cvc: '737',
            holderName: 'Test Member',
          }),
        });
        if (answer.resultCode === 'Authorised') {
          config.onPaymentCompleted?.({ resultCode: 'Authorised' }, this);
        } else {
          config.onPaymentFailed?.({ resultCode: answer.resultCode }, this);
        }
      } catch (error) {
        config.onError?.(error, this);
      }
    }

    remove() {
      this.element?.replaceChildren();
      this.element = undefined;
    }
  }

  window.AdyenWeb = { AdyenCheckout, Dropin, components: {} };
})();
