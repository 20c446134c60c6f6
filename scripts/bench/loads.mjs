// One cold load of a bench page (a new browser context: nothing cached) under 4x CPU
// throttling and, when asked, an emulated round-trip latency. Each page's "ready" moment is
// taken in the page, as the DOM changes (a mutation observer installed before any page
// script), and measured from navigation start (`performance.now()`).
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * Adyen's hosts: the checkout API, its CDN (translations, brand logos, the secured card
 * fields' iframes) and analytics. A reference page must not reach them (no network to
 * Adyen): the bench refuses these requests in the browser and records them.
 */
const BLOCKED = ['*://*.adyen.com/*', '*://*.adyenpayments.com/*', '*://adyen.com/*'];
const isAdyen = (url) => /^[a-z]+:\/\/([^/]*\.)?(adyen|adyenpayments)\.com[:/]/.test(url);
const isLocal = (url) => /^(data|blob|about):|^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url);

/**
 * `<avios-purchase>` is ready when the first package of its grid has its button and a
 * price (a digit), inside the element's shadow root.
 */
function watchAvios() {
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    if (this.localName !== 'avios-purchase') return root;
    const observer = new MutationObserver(() => {
      const first = root.querySelector('.avios-grid--packages > li');
      if (first?.querySelector('button') && /\d/.test(first.textContent ?? '')) {
        window.__benchReady ??= performance.now();
        observer.disconnect();
      }
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return root;
  };
}

/**
 * Adyen's card form is mounted when the card number field's container (the element Adyen
 * Web puts the card number iframe in, `data-cse="encryptedCardNumber"`) is in the document
 * with a box. The page itself records Drop-in's `onReady` (scripts/bench/adyen/main.js); the
 * ready moment is the later of the two.
 */
function watchAdyen() {
  const observer = new MutationObserver(() => {
    const field = document.querySelector('[data-cse="encryptedCardNumber"]');
    const box = field?.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0) {
      window.__adyenCardField ??= performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

export const PAGES = {
  avios: {
    label: '<avios-purchase>',
    readyIs: 'its first priced package shows',
    watch: watchAvios,
    waitFor: (page) =>
      page
        .locator('avios-purchase .avios-grid--packages > li')
        .first()
        .filter({ hasText: /\d/ })
        .getByRole('button')
        .waitFor({ timeout: 60_000 }),
    readyAt: (page) => page.evaluate(() => ({ ready: window.__benchReady, parts: {} })),
  },
  adyen: {
    label: 'Adyen Drop-in',
    readyIs: "Drop-in's onReady has fired and the card number field's container is laid out",
    watch: watchAdyen,
    waitFor: (page) =>
      page.waitForFunction(() => window.__adyenDropinReady && window.__adyenCardField, null, {
        timeout: 60_000,
      }),
    readyAt: (page) =>
      page.evaluate(() => ({
        ready: Math.max(window.__adyenDropinReady, window.__adyenCardField),
        parts: { onReady: window.__adyenDropinReady, cardField: window.__adyenCardField },
      })),
  },
};

const brotliOf = new Map();
const brotli = (url, body) => {
  const key = `${url} ${body.length}`;
  if (!brotliOf.has(key)) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11 };
    brotliOf.set(key, brotliCompressSync(body, { params }).length);
  }
  return brotliOf.get(key);
};

/**
 * One cold load of `url` as page `kind` (a key of PAGES), with `latency` ms of emulated
 * round-trip time (0: none; no bandwidth cap either way). Resolves with the ready time, the
 * moment the harness noticed it, the JS the page fetched until ready (`bytes` as served,
 * `br` brotli at quality 11, `files`) and its stylesheets (`css`, the same figures), and the
 * requests to outside hosts: `blocked` (Adyen's, refused here) and `other` (let through).
 */
export async function loadOnce(browser, kind, url, latency) {
  const spec = PAGES[kind];
  const context = await browser.newContext();
  await context.addInitScript(spec.watch);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (latency) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  const blocked = [];
  const other = [];
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    blocked.push(request.url);
    cdp.send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' }).catch(() => {});
  });
  await cdp.send('Fetch.enable', { patterns: BLOCKED.map((urlPattern) => ({ urlPattern })) });
  page.on('request', (request) => {
    const address = request.url();
    if (!isLocal(address) && !isAdyen(address)) other.push(address);
  });
  const fetched = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') fetched.push({ type, response });
  });
  await page.goto(url);
  await spec.waitFor(page);
  const noticed = await page.evaluate(() => performance.now());
  const { ready, parts } = await spec.readyAt(page);
  const origin = await page.evaluate(() => performance.timeOrigin);
  const js = { bytes: 0, br: 0, files: 0 };
  const css = { bytes: 0, br: 0, files: 0 };
  for (const { type, response } of [...fetched]) {
    const timing = response.request().timing();
    // a file whose answer ended after the ready moment was not needed for it
    if (timing.responseEnd >= 0 && timing.startTime + timing.responseEnd > origin + ready) continue;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const sum = type === 'script' ? js : css;
    sum.bytes += body.length;
    sum.br += brotli(response.url(), body);
    sum.files++;
  }
  await context.close();
  return { ms: ready, noticed, parts, ...js, css, blocked, other };
}
