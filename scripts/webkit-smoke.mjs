#!/usr/bin/env node
// `npm run test:webkit`: a smoke test in WebKit (issue 21). Playwright's WebKit cannot be
// downloaded on these machines, so this drives Debian's WebKitGTK (MiniBrowser) through its
// W3C WebDriver, `WebKitWebDriver`, under a virtual X server (../shared/STACK.md "Other
// browsers"; docs/browsers.md). Needs, as root on Debian:
//   apt-get install -y webkit2gtk-driver xvfb
// and the servers `npm run test:e2e` starts (the sandbox on 4010-4014, the built shop on 4173,
// the plain HTML example on 5174): this script starts none of them, and says which is missing.
//
// Checks, one WebDriver session (the driver holds one at a time):
//   a. the built shop's purchase page shows priced packages;
//   b. a member signs in (the sandbox identity provider, redirect login), buys the 5,000 Avios
//      package with the sandbox test card and sees the thank-you page; the sandbox balance
//      rose by the package's Avios (the sandbox is reset first);
//   c. <avios-purchase> on the plain HTML page renders priced packages in its shadow root,
//      styled by an adopted (constructable) stylesheet.
// Prints one line per check with its time, and exits non-zero on the first failure. The
// session is deleted and the driver (with its X server and browser) stopped in every case.
//
// Settings: WEBKIT_DRIVER (default WebKitWebDriver), WEBKIT_BROWSER (the MiniBrowser binary),
// BUILT_SHOP_URL (http://localhost:4173), EXAMPLE_URL (http://localhost:5174),
// SANDBOX_URL (http://localhost:4010), WEBKIT_SMOKE_TIMEOUT_S (whole run, default 240).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Capabilities, WebDriver } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http/index.js';

const DRIVER = process.env.WEBKIT_DRIVER || 'WebKitWebDriver';
const BROWSER =
  process.env.WEBKIT_BROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const trim = (url) => url.replace(/\/+$/, '');
const SHOP = trim(process.env.BUILT_SHOP_URL ?? 'http://localhost:4173');
const EXAMPLE = trim(process.env.EXAMPLE_URL ?? 'http://localhost:5174');
const SANDBOX = trim(process.env.SANDBOX_URL ?? 'http://localhost:4010');
const RUN_TIMEOUT_MS = Number(process.env.WEBKIT_SMOKE_TIMEOUT_S ?? 240) * 1000;
const STEP_TIMEOUT_MS = 20_000;

// the seeded member of demo-host/e2e/fixtures.ts (MEMBER) and the sandbox's test card (CARDS.ok)
const MEMBER = { ffpNumber: 'IB1000001', password: 'avios', firstName: 'Lucía' };
const CARD = '4111 1111 1111 1111';
const PACKAGE = 'Seleccionar 5000 Avios';

const started = Date.now();
/** `text` as a regular expression that matches it literally. */
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];

class SmokeFailure extends Error {}
const fail = (message) => {
  throw new SmokeFailure(message);
};

// ---------------------------------------------------------------------------------------------
// The driver: `xvfb-run -a WebKitWebDriver --port=N`, in a process group of its own so that
// stopping it stops xvfb-run, Xvfb, the driver and any browser it started, and nothing else.

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function which(command) {
  if (command.includes('/')) return existsSync(command) ? command : undefined;
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(`${dir}/${command}`)) return `${dir}/${command}`;
  }
  return undefined;
}

let driverProcess;
let driverLog = '';

async function startDriver() {
  const missing = [
    [which('xvfb-run'), 'xvfb-run (apt-get install -y xvfb)'],
    [which(DRIVER), `${DRIVER} (apt-get install -y webkit2gtk-driver)`],
    [
      existsSync(BROWSER) ? BROWSER : undefined,
      `${BROWSER} (apt-get install -y webkit2gtk-driver)`,
    ],
  ].filter(([found]) => !found);
  if (missing.length) fail(`not installed: ${missing.map(([, what]) => what).join(', ')}`);
  const port = await freePort();
  driverProcess = spawn('xvfb-run', ['-a', DRIVER, `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    driverLog = (driverLog + chunk).slice(-4000);
  };
  driverProcess.stdout.on('data', keep);
  driverProcess.stderr.on('data', keep);
  const exited = new Promise((resolve) => driverProcess.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const code = await Promise.race([exited, new Promise((r) => setTimeout(r, 200))]);
    if (code !== undefined) fail(`the driver exited (${code}) before answering:\n${driverLog}`);
    const status = await fetch(`${url}/status`)
      .then((r) => r.json())
      .catch(() => undefined);
    if (status?.value?.ready) return url;
  }
  return fail(`the driver did not answer on ${url}/status within ${seconds(STEP_TIMEOUT_MS)}`);
}

function stopDriver() {
  if (!driverProcess || driverProcess.exitCode !== null || driverProcess.signalCode !== null)
    return Promise.resolve();
  const exited = new Promise((resolve) => driverProcess.once('exit', resolve));
  const group = -driverProcess.pid;
  try {
    process.kill(group, 'SIGTERM');
  } catch {
    /* already gone */
  }
  const force = setTimeout(() => {
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, 3000);
  return exited.finally(() => clearTimeout(force));
}

// ---------------------------------------------------------------------------------------------
// Helpers over plain W3C WebDriver.

let driver;

/** Polls `check` (a browser-side function body, run with executeScript) until it answers truthy. */
async function waitFor(what, script, ...args) {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  let last;
  for (;;) {
    try {
      last = await driver.executeScript(script, ...args);
      if (last) return last;
    } catch (e) {
      // a navigation in progress: the script ran in a page that went away
      last = `script error: ${e.message.split('\n')[0]}`;
    }
    if (Date.now() > deadline) {
      const url = await driver.getCurrentUrl().catch(() => '?');
      return fail(
        `${what}: not seen within ${seconds(STEP_TIMEOUT_MS)} (at ${url}; last answer ${JSON.stringify(last)})`,
      );
    }
    await driver.sleep(150);
  }
}

/** Waits for the address to match `pattern`. */
async function waitForUrl(pattern) {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  let url;
  while (Date.now() < deadline) {
    url = await driver.getCurrentUrl().catch(() => '');
    if (pattern.test(url)) return url;
    await driver.sleep(150);
  }
  return fail(`the address did not become ${pattern} (it is ${url})`);
}

// browser-side finders, as strings run with executeScript (visible elements only)
const VISIBLE = `const visible = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';`;
/** A button or link whose accessible text (aria-label or text) matches, in `scope`. */
const FIND_CONTROL = `${VISIBLE}
  const [scopeSelector, selector, source, flags] = arguments;
  const scope = document.querySelector(scopeSelector);
  if (!scope) return null;
  const re = new RegExp(source, flags);
  return [...scope.querySelectorAll(selector)].find((el) =>
    visible(el) && re.test((el.getAttribute('aria-label') || el.textContent || '').trim())) || null;`;
/** The form control of the label whose text is `text`. */
const FIND_FIELD = `${VISIBLE}
  const label = [...document.querySelectorAll('label')].find(
    (l) => l.textContent.trim() === arguments[0] && visible(l.control));
  return label ? label.control : null;`;
/** The level-1 heading's text. */
const H1 = `const h = document.querySelector('h1'); return h && h.textContent.trim();`;

async function click(what, scopeSelector, selector, pattern) {
  const element = await waitFor(
    what,
    FIND_CONTROL,
    scopeSelector,
    selector,
    pattern.source,
    pattern.flags,
  );
  // WebDriver scrolls an element only just into view, where a sticky bar (the purchase page's
  // bottom bar) may cover it and take the click: centre it first
  await driver.executeScript(`arguments[0].scrollIntoView({ block: 'center' });`, element);
  try {
    await element.click();
  } catch (e) {
    // say what was clicked, and what the browser found on top of it
    const onTop = await driver
      .executeScript(
        `const r = arguments[0].getBoundingClientRect();
         const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
         return top && top.outerHTML.slice(0, 160) + ' at ' + JSON.stringify([r.x, r.y, r.width, r.height]) + ' in ' + innerWidth + 'x' + innerHeight;`,
        element,
      )
      .catch(() => '?');
    fail(`${what}: ${e.name} ${e.message} (on top: ${onTop})`);
  }
}

async function type(label, value) {
  const field = await waitFor(`the field "${label}"`, FIND_FIELD, label);
  await field.clear();
  await field.sendKeys(value);
}

async function headingIs(text) {
  await waitFor(
    `the heading "${text}"`,
    `${H1} return h && h.textContent.trim() === arguments[0];`,
    text,
  );
}

async function control(method, path) {
  const response = await fetch(`${SANDBOX}/__sandbox${path}`, { method }).catch((e) =>
    fail(
      `the sandbox (${SANDBOX}) does not answer ${method} ${path}: ${e.cause?.code ?? e.message}`,
    ),
  );
  if (!response.ok) fail(`the sandbox answered ${method} ${path} with ${response.status}`);
  return method === 'GET' ? response.json() : undefined;
}

async function balance(ffpNumber) {
  const members = await control('GET', '/members');
  const member = members.find((m) => m.ffpNumber === ffpNumber);
  return member ? member.balance : fail(`${ffpNumber} is not a sandbox member`);
}

async function check(name, body) {
  const start = Date.now();
  try {
    const detail = await body();
    results.push({ name, ok: true, ms: Date.now() - start, detail });
    console.log(`  ok    ${name} (${seconds(Date.now() - start)})${detail ? `: ${detail}` : ''}`);
  } catch (e) {
    results.push({ name, ok: false, ms: Date.now() - start });
    const why = e instanceof SmokeFailure ? e.message : `${e.name}: ${e.message || '(no message)'}`;
    console.log(`  FAIL  ${name} (${seconds(Date.now() - start)}): ${why}`);
    if (!(e instanceof SmokeFailure)) console.log(e.stack?.split('\n').slice(1, 6).join('\n'));
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------
// The checks.

/** The priced packages on the shop's purchase page, as "N Avios price" strings. */
const PRICED_PACKAGES = `
  const buttons = [...document.querySelectorAll('button[aria-label^="Seleccionar "]')];
  const priced = buttons.map((b) => b.closest('li')).filter(Boolean)
    .map((li) => li.textContent.replace(/\\s+/g, ' ').replace('Seleccionar', '').trim())
    .filter((text) => /\\d Avios/.test(text) && /\\d,\\d\\d\\s€/.test(text));
  return priced.length >= 10 ? priced : null;`;

async function purchasePagePriced() {
  await driver.get(`${SHOP}/purchase`);
  const priced = await waitFor('priced packages on /purchase', PRICED_PACKAGES);
  const five = priced.find((p) => p.startsWith('5000 Avios'));
  if (!five) fail(`no 5000 Avios package among ${priced.length}: ${priced.slice(0, 5).join('; ')}`);
  return `${priced.length} priced packages, e.g. "${five}"`;
}

async function memberBuys5000() {
  await control('POST', '/reset');
  const before = await balance(MEMBER.ffpNumber);
  await driver.get(`${SHOP}/`);
  // the header's sign-in button: the built shop sends the page to the identity provider
  await click('the header\'s "Iniciar sesión" button', 'header', 'button', /^Iniciar sesión$/);
  await waitFor("the identity provider's form", FIND_FIELD, 'Membership number');
  await type('Membership number', MEMBER.ffpNumber);
  await type('Password', MEMBER.password);
  await click('the "Sign in" button', 'form', 'button', /^Sign in$/);
  await waitForUrl(new RegExp(`^${literal(SHOP)}/?$`));
  await headingIs(`Hola, ${MEMBER.firstName}`);
  // to the purchase page through the header's link (the page keeps its signed-in session)
  await click('the header\'s "Comprar" link', 'header', 'a', /^Comprar$/);
  await waitForUrl(new RegExp(`^${literal(SHOP)}/purchase$`));
  // the package's Avios as the page states them (its points and any extra Avios)
  const avios = await waitFor(
    `the package "${PACKAGE}"`,
    `const button = document.querySelector('main button[aria-label="' + arguments[0] + '"]');
     const item = button && button.closest('li');
     if (!item) return null;
     const amounts = [...item.textContent.matchAll(/(\\d[\\d.]*)\\s*Avios/g)];
     return amounts.reduce((sum, m) => sum + Number(m[1].replace(/\\./g, '')), 0) || null;`,
    PACKAGE,
  );
  await click(`the "${PACKAGE}" button`, 'main', 'button', new RegExp(`^${literal(PACKAGE)}$`));
  await click('the "Continuar al pago" button', 'main', 'button', /^Continuar al pago$/);
  await waitForUrl(new RegExp(`^${literal(SHOP)}/checkout/p\\w+$`));
  await headingIs('Finalizar la compra');
  await type('Titular de la tarjeta', 'Lucía Fernández');
  await type('Número de tarjeta', CARD);
  await type('Fecha de caducidad', '12/30');
  await type('Código de seguridad (CVC)', '123');
  // the card's pay button, not a wallet's ("Pagar con …")
  await click('the card\'s "Pagar" button', 'main', 'button', /^Pagar (?!con)/);
  await waitForUrl(new RegExp(`^${literal(SHOP)}/checkout/transaction/p\\w+$`));
  await headingIs('Gracias por tu compra');
  const expected = before + avios;
  const shown = `Tu saldo: ${expected.toLocaleString('es-ES')} Avios`.replace(/\u00a0/g, ' ');
  await waitFor(`"${shown}"`, `return document.body.innerText.includes(arguments[0]);`, shown);
  const after = await balance(MEMBER.ffpNumber);
  if (after !== expected)
    fail(`the sandbox balance is ${after}, expected ${before} + ${avios} = ${expected}`);
  return `package of ${avios} Avios; balance ${before} -> ${after}, "${shown}" shown`;
}

/** The element's shadow root: WebDriver's Get Element Shadow Root, then what is in it. */
async function elementPricedAndStyled() {
  await driver.get(`${EXAMPLE}/`);
  const host = await waitFor(
    '<avios-purchase> defined with a shadow root',
    `const el = document.querySelector('avios-purchase');
     return el && customElements.get('avios-purchase') && el.shadowRoot ? el : null;`,
  );
  const root = await host.getShadowRoot();
  const state = await waitFor(
    'priced packages inside <avios-purchase>',
    `const [host] = arguments;
     const root = host.shadowRoot;
     const items = [...root.querySelectorAll('.avios-grid--packages > li')].map((li) =>
       li.textContent.replace(/\\s+/g, ' ').replace('Seleccionar', '').trim());
     const priced = items.filter((t) => /\\d Avios/.test(t) && /\\d,\\d\\d\\s€/.test(t));
     if (priced.length < 10) return null;
     const sheets = root.adoptedStyleSheets || [];
     const rules = sheets.reduce((n, s) => n + s.cssRules.length, 0);
     const li = root.querySelector('.avios-grid--packages > li');
     return {
       mode: root.mode,
       priced: priced.length,
       first: priced[0],
       adopted: sheets.length,
       rules,
       styleElements: root.querySelectorAll('style').length,
       hostDisplay: getComputedStyle(host).display,
       gridDisplay: getComputedStyle(li.parentElement).display,
       light: host.childNodes.length,
     };`,
    host,
  );
  // the same shadow root through WebDriver's own command (W3C "Get Element Shadow Root")
  const viaDriver = await root.findElements({ css: '.avios-grid--packages > li' });
  if (viaDriver.length !== state.priced)
    fail(`WebDriver's shadow root has ${viaDriver.length} packages, the page ${state.priced}`);
  if (state.mode !== 'open') fail(`the shadow root is ${state.mode}, not open`);
  if (state.adopted < 1 || state.rules < 10)
    fail(`no adopted stylesheet (${state.adopted} sheets, ${state.rules} rules)`);
  // :host{display:block} and the package grid's layout come from the adopted sheet only
  if (state.hostDisplay !== 'block' || state.gridDisplay !== 'grid')
    fail(
      `not styled: host display ${state.hostDisplay}, package list display ${state.gridDisplay}`,
    );
  return `${state.priced} priced packages (first "${state.first}"), ${state.adopted} adopted sheet (${state.rules} rules), host display ${state.hostDisplay}, list display ${state.gridDisplay}`;
}

// ---------------------------------------------------------------------------------------------

async function cleanUp() {
  if (driver) {
    const current = driver;
    driver = undefined;
    // DELETE /session/{id}; the driver allows one session at a time
    await Promise.race([
      current.quit().catch(() => undefined),
      new Promise((r) => setTimeout(r, 10_000)),
    ]);
  }
  await stopDriver();
}

let exiting = false;
async function exit(code) {
  if (exiting) return;
  exiting = true;
  await cleanUp();
  const passed = results.filter((r) => r.ok).length;
  console.log(
    `WebKit smoke: ${passed} passed, ${results.length - passed} failed, ${seconds(Date.now() - started)} in all`,
  );
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.log(`  ${signal}: stopping`);
    void exit(130);
  });
}
const overall = setTimeout(() => {
  console.log(`  FAIL  the whole run took over ${seconds(RUN_TIMEOUT_MS)}`);
  void exit(1);
}, RUN_TIMEOUT_MS);

/** The servers this needs, each asked once, so that a missing one is named at once. */
async function serversAnswer() {
  const servers = [
    [`${SANDBOX}/__sandbox/health`, 'the sandbox (npm run sandbox)'],
    [
      `${SHOP}/`,
      'the built shop (npm run build -w @avios/demo-host && npm run preview -w @avios/demo-host)',
    ],
    [`${EXAMPLE}/`, 'the plain HTML example (npm run dev -w @avios/example-plain-html)'],
  ];
  const down = [];
  for (const [url, what] of servers) {
    const status = await fetch(url, { signal: AbortSignal.timeout(5000) })
      .then((r) => r.status)
      .catch((e) => e.cause?.code ?? e.name);
    if (status !== 200) down.push(`${what} at ${url}: ${status}`);
  }
  if (down.length) fail(`not answering: ${down.join('; ')}`);
  return servers.map(([url]) => new URL(url).host).join(', ');
}

try {
  let url;
  let session;
  await check('the servers answer', serversAnswer);
  await check('WebKitWebDriver started, session created', async () => {
    url = await startDriver();
    driver = WebDriver.createSession(
      new Executor(new HttpClient(url)),
      new Capabilities({
        'webkitgtk:browserOptions': { binary: BROWSER, args: ['--automation'] },
      }),
    );
    session = await driver.getCapabilities();
    const ua = await driver.executeScript('return navigator.userAgent');
    return `${session.get('browserName')} ${session.get('browserVersion')}, ${ua.replace(/^.*?AppleWebKit/, 'AppleWebKit')}`;
  });
  await check(`the built shop's purchase page is priced (${SHOP}/purchase)`, purchasePagePriced);
  await check('a member signs in and buys 5,000 Avios with the test card', memberBuys5000);
  await check(`<avios-purchase> on ${EXAMPLE}/ is priced and styled`, elementPricedAndStyled);
  clearTimeout(overall);
  await exit(0);
} catch (e) {
  if (!(e instanceof SmokeFailure) && !results.some((r) => !r.ok)) console.error(e);
  clearTimeout(overall);
  await exit(1);
}
