// WebKit (docs/browsers.md): the smoke test of scripts/webkit-smoke.mjs, run inside the browser
// step so that the servers it needs (sandbox, built shop, plain HTML example) are up. WebKitGTK
// through its own W3C WebDriver under Xvfb: one session, about 5 s. Its own project ("webkit")
// so that npm test's summary prints it as a browser of its own.
import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';

test('the shop and <avios-purchase> in WebKit: priced, sign-in, a 5,000 Avios purchase, styled element', () => {
  test.setTimeout(300_000);
  const run = spawnSync(process.execPath, ['scripts/webkit-smoke.mjs'], {
    cwd: process.env.REPO_ROOT ?? process.cwd(),
    encoding: 'utf8',
    timeout: 280_000,
  });
  console.log(run.stdout.trimEnd());
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
});
