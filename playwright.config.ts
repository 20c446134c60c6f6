import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Browser tests run in Debian's Chromium and, for the tests tagged @firefox, in Debian's
// Firefox ESR over WebDriver BiDi (browsers cannot be downloaded here; docs/browsers.md), one
// worker, against servers started once for the whole run.
const executablePath = CHROMIUM_PATH;
const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export default defineConfig({
  testDir: '.',
  testMatch: ['packages/*/e2e/**/*.spec.ts', 'demo-host/e2e/**/*.spec.ts'],
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // the fault and attack suite's figures print after every run that has @fault tests
  reporter: [
    ['list'],
    ['json', { outputFile: '.artifacts/playwright.json' }],
    ['./scripts/faultReporter.mjs'],
  ],
  outputDir: '.artifacts/test-results',
  use: {
    headless: true,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /webkit-smoke\.spec\.ts$/,
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath,
          args: CHROMIUM_ARGS,
        },
      },
    },
    {
      // a chosen quarter of the suite (the member's journeys, the elements' pages, sign-in in
      // a popup, the strict policy): each test that runs here carries the @firefox tag
      name: 'firefox',
      grep: /@firefox/,
      use: {
        browserName: 'firefox',
        channel: 'moz-firefox',
        launchOptions: { executablePath: firefoxPath },
      },
    },
    {
      // WebKitGTK through its own WebDriver under Xvfb (scripts/webkit-smoke.mjs): a smoke test
      // of the shop and <avios-purchase>, run here so that the servers above are up
      name: 'webkit',
      testMatch: /webkit-smoke\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: 'npm run sandbox',
      url: 'http://localhost:4010/__sandbox/health',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // Short server steps so that browser journeys see transactions complete quickly.
      env: { SANDBOX_STEP_MS: process.env.SANDBOX_STEP_MS ?? '60' },
    },
    {
      // The plain HTML example (the built element bundles) for demo-host/e2e/plain-html.spec.ts.
      // It builds the bundles first, unless npm test's build step has just done so
      // (AVIOS_ELEMENTS_BUILT, scripts/test.mjs).
      command:
        '[ -n "$AVIOS_ELEMENTS_BUILT" ] || node packages/elements/build.mjs; node examples/plain-html/serve.mjs',
      url: 'http://localhost:5174/',
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The React 19, React 18 and Vue 3 host examples for demo-host/e2e/hosts.spec.ts: builds
      // them (each type-checked against the built element package, which the plain HTML
      // server's command above has just built) and serves them on 5176, 5177 and 5178.
      command: 'node examples/hosts-serve.mjs --build',
      url: 'http://localhost:5176/',
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The built shop (production bundle on preact/compat, served by vite preview) for the
      // tests that must hold in the build members get (demo-host/e2e/*.built.spec.ts).
      command: 'npm run build -w @avios/demo-host && npm run preview -w @avios/demo-host',
      // Status checks every 500 ms instead of the spec's 3000 (VITE_POLL_INTERVAL_MS, read by
      // this build only), as SANDBOX_STEP_MS shortens the sandbox's steps: a payment's result
      // and the four failed checks of the unknown-outcome tests come six times sooner.
      // Error reports go to the sandbox's stand-in (demo-host/e2e/reporting.spec.ts).
      env: {
        VITE_POLL_INTERVAL_MS: process.env.VITE_POLL_INTERVAL_MS ?? '250',
        // calls time out after 4 s instead of 10 (VITE_HTTP_TIMEOUT_MS): the timeout faults
        // of e2e/timeouts.spec.ts wait 4 s each; localhost answers well inside it
        VITE_HTTP_TIMEOUT_MS: process.env.VITE_HTTP_TIMEOUT_MS ?? '4000',
        VITE_ERROR_REPORTING_DSN:
          process.env.VITE_ERROR_REPORTING_DSN ?? 'http://public@localhost:4014/1',
      },
      url: 'http://localhost:4173/',
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The demo host (Vite dev server, libraries from source) for demo-host/e2e.
      command: 'npm run dev -w @avios/demo-host',
      url: 'http://localhost:5173/',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
