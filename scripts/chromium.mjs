// Debian's Chromium (`CHROME_PATH` overrides /usr/bin/chromium; docs/browsers.md), the browser
// the Playwright suite, Lighthouse, the bench, the quick start and the screenshots launch, and
// the switches every one of them launches it with: no sandbox (containers), no GPU, and none of
// the browser's own background traffic (component updates, sync, first-run pages), which would
// otherwise share the network and the CPU with what is measured or tested.
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
