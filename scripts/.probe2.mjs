import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage();
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
p.on('pageerror', (e) => console.log('pageerror', e.message));
p.on('request', (r) => {
  const u = r.url();
  if (/:(4010|4012)\//.test(u)) console.log('req', r.method(), u.slice(0, 140));
});
p.on('response', (r) => {
  if (r.status() >= 400) console.log('status', r.status(), r.url());
});
p.on('requestfailed', (r) => console.log('failed', r.url().slice(0, 120), r.failure()?.errorText));
await p.goto(process.argv[2] ?? 'http://localhost:5174/');
await p.waitForTimeout(4000);
console.log(
  (
    await p
      .locator('avios-purchase')
      .first()
      .evaluate((el) => el.shadowRoot?.textContent ?? '')
  ).slice(0, 300),
);
await b.close();
