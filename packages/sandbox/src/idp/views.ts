// The identity provider's pages as accessible plain HTML: labelled fields, errors announced
// with role="alert", no scripts except the logout auto-submit.

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:2rem 1rem;color:#1b1f24}
main{max-width:24rem;margin:0 auto;background:#fff;padding:1.5rem 2rem;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-top:0}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #6b7280;border-radius:4px}
button{margin-top:1.25rem;width:100%;padding:.7rem;font-size:1rem;background:#0b3d91;color:#fff;border:0;border-radius:4px;cursor:pointer}
[role=alert]{background:#fde8e8;border:1px solid #b91c1c;color:#7f1d1d;padding:.6rem;border-radius:4px;margin:1rem 0}
.hint{color:#4b5563;font-size:.9rem}a{color:#0b3d91}`;

function page(title: string, body: string, lang = 'en'): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

const alert = (error?: string) =>
  error ? `<p role="alert" id="form-error">${escapeHtml(error)}</p>` : '';
const described = (error?: string) =>
  error ? ' aria-describedby="form-error" aria-invalid="true"' : '';

export function loginPage(o: {
  uid: string;
  programme: string;
  error?: string;
  username?: string;
}): string {
  return page(
    `Sign in to ${o.programme}`,
    `<h1>Sign in to ${escapeHtml(o.programme)}</h1>
<p class="hint">Sandbox: every seeded member's password is <code>avios</code>.</p>
${alert(o.error)}
<form method="post" action="/interaction/${escapeHtml(o.uid)}/login" novalidate>
<label for="username">Membership number</label>
<input id="username" name="username" autocomplete="username" required value="${escapeHtml(o.username ?? '')}"${described(o.error)}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described(o.error)}>
<button type="submit">Sign in</button>
</form>
<p><a href="/interaction/${escapeHtml(o.uid)}/abort">Cancel and go back</a></p>`,
  );
}

export function otpPage(o: { uid: string; firstName: string; error?: string }): string {
  return page(
    'Confirm it is you',
    `<h1>Confirm it is you</h1>
<p>${escapeHtml(o.firstName)}, this action needs a second step. Enter the one-time code we sent you.</p>
<p class="hint">Sandbox: the code is <code>123456</code>.</p>
${alert(o.error)}
<form method="post" action="/interaction/${escapeHtml(o.uid)}/otp" novalidate>
<label for="code">One-time code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required${described(o.error)}>
<button type="submit">Verify</button>
</form>
<p><a href="/interaction/${escapeHtml(o.uid)}/abort">Cancel and go back</a></p>`,
  );
}

/** oidc-provider's logout confirmation, submitted at once (Auth0's /v2/logout asks nothing). */
export function logoutPage(form: string): string {
  const confirmed = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"></form>',
  );
  return page(
    'Signing out',
    `<h1>Signing out…</h1>${confirmed}
<button type="submit" form="op.logoutForm">Continue</button>
<script>document.getElementById('op.logoutForm').submit()</script>`,
  );
}

export function signedOutPage(): string {
  return page('Signed out', '<h1>You are signed out</h1><p>You can close this window.</p>');
}

export function errorPage(error: string, description?: string): string {
  return page(
    'Sign-in problem',
    `<h1>Sign-in problem</h1><p role="alert">${escapeHtml(description ?? error)}</p><p class="hint">(${escapeHtml(error)})</p>`,
  );
}

/** The stand-in for another provider's consent page when a member links an account. */
export function connectPage(o: { ticket: string; connection: string; programme: string }): string {
  return page(
    `Link your ${o.connection} account`,
    `<h1>Link your ${escapeHtml(o.connection)} account</h1>
<p>${escapeHtml(o.programme)} asks to link your ${escapeHtml(o.connection)} account to your membership.</p>
<p class="hint">Sandbox: no other provider is asked; linking succeeds.</p>
<form method="post" action="/connect">
<input type="hidden" name="ticket" value="${escapeHtml(o.ticket)}">
<button type="submit" name="decision" value="allow">Link account</button>
<button type="submit" name="decision" value="deny">Do not link</button>
</form>`,
  );
}
