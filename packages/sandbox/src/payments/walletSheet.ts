// The sandbox's wallet sheet: a stand-in for the Apple Pay or Google Pay sheet, which the
// real wallets draw themselves. The member approves (the session is charged once) or
// cancels; either way the answer is posted to the opener at the shop's origin only.
import type { PaymentSession } from '../store/types';

export interface WalletSheetOptions {
  sessionId: string;
  /** Display name, e.g. `Apple Pay`. */
  wallet: string;
  /** `applepay` or `googlepay`. */
  type: string;
  /** The opener's origin, already checked against the allowed origins. */
  origin: string;
  amount: PaymentSession['amount'];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function walletSheet({ sessionId, wallet, type, origin, amount }: WalletSheetOptions) {
  const price = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: amount.currency,
  }).format(amount.value);
  // JSON inside a script: `<` escaped so no value can close the script element
  const data = JSON.stringify({ sessionId, type, origin }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(wallet)} (sandbox)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 1.5rem; color: #111; }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  p { margin: 0 0 1.5rem; }
  button { font: inherit; padding: 0.75rem 1.25rem; border-radius: 0.5rem; border: 2px solid #111; margin-right: 0.5rem; cursor: pointer; }
  #approve { background: #111; color: #fff; }
  #cancel { background: #fff; color: #111; }
  button:focus-visible { outline: 3px solid #0057b8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(wallet)}</h1>
  <p>Pay <strong>${escapeHtml(price)}</strong> with your ${escapeHtml(wallet)} card (sandbox).</p>
  <button id="approve" type="button">Approve</button>
  <button id="cancel" type="button">Cancel</button>
  <p id="status" role="status"></p>
</main>
<script>
  const data = ${data};
  const answer = (message) => {
    if (window.opener) window.opener.postMessage({ type: 'avios-wallet', sessionId: data.sessionId, ...message }, data.origin);
    window.close();
  };
  document.getElementById('cancel').addEventListener('click', () => answer({ resultCode: 'Cancelled' }));
  document.getElementById('approve').addEventListener('click', async (event) => {
    event.target.disabled = true;
    try {
      const response = await fetch('/sessions/' + encodeURIComponent(data.sessionId) + '/wallet', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: data.type }),
      });
      if (!response.ok) throw new Error(String(response.status));
      const result = await response.json();
      answer({ resultCode: result.resultCode, ...(result.refusalReason ? { refusalReason: result.refusalReason } : {}) });
    } catch (error) {
      event.target.disabled = false;
      document.getElementById('status').textContent = 'The payment did not go through. Try again or cancel.';
    }
  });
</script>
</body>
</html>
`;
}
