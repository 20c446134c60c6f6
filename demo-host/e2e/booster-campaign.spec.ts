// spec §2 campaign page (three date states, countdown ticking every second) and spec §4
// booster campaign flag (a utm campaign link posts one enrolment once the member signs in).
// The browser clock is set by the test (Playwright's clock), so the dates stay put.
import { SHOP, expect, expectNoAxeViolations, test } from './fixtures';

test('the campaign page before, during (counting down each second) and after the campaign', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-10-15T10:00:00Z'));
  await page.goto(`${SHOP}/booster/campaign`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Multiplicador de invierno' }),
  ).toBeVisible();
  await expect(page.getByText('El multiplicador de invierno empieza el 01/11/2026.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.clock.install({ time: new Date('2027-02-28T23:58:00Z') });
  await page.goto(`${SHOP}/booster/campaign`);
  const timer = page.getByRole('timer', { name: 'La oferta termina en' });
  await expect(timer).toHaveText(/^0 días 0 h 1 min 5\d s$/);
  const first = await timer.textContent();
  await page.clock.runFor(3000);
  await expect(timer).not.toHaveText(first!);
  await expect(page.getByRole('link', { name: 'Multiplicar mis Avios' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.clock.setFixedTime(new Date('2027-03-05T10:00:00Z'));
  await page.goto(`${SHOP}/booster/campaign`);
  await expect(page.getByText('El multiplicador de invierno terminó el 28/02/2027.')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
});

test('a utm campaign link marks the campaign and posts one enrolment after sign-in', async ({
  page,
}) => {
  const posts: string[] = [];
  let answered = 0;
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && request.url().includes('/stickycampaignenrolment')) {
      answered += 1;
    }
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/stickycampaignenrolment')) {
      posts.push(request.postData() ?? '');
    }
  });
  const link = '/?utm_source=cedar&utm_medium=email&utm_content=the_club&utm_campaign=BOOST-WINTER';
  await page.goto(`${SHOP}${link}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Consigue más Avios, a tu manera',
  );
  expect(posts).toHaveLength(0); // no token yet (spec §6)

  await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByLabel('Membership number').fill('IB1000001');
  await page.getByLabel('Password').fill('avios');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
  await expect(page).toHaveURL(`${SHOP}${link}`);
  await expect.poll(() => posts.length).toBe(1);
  expect(JSON.parse(posts[0]!)).toEqual({ campaignCode: 'BOOST-WINTER' });
  await expect.poll(() => answered).toBe(1);

  // the same link again in this tab: already enrolled, not posted twice
  await page.goto(`${SHOP}/booster`);
  await page.goto(`${SHOP}${link}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(posts).toHaveLength(1);
});

test('the booster page shows the campaign offer to a visitor who came by the campaign link while it runs, not without it', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-12-15T10:00:00Z'));
  await page.goto(
    `${SHOP}/booster?utm_source=cedar&utm_medium=paid_media&utm_content=dot_air&utm_campaign=BOOST-WINTER`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Multiplica tus Avios' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Multiplicador de invierno' }),
  ).toBeVisible();
  await expect(page.getByText('Multiplica tus Avios por menos hasta el 28/02/2027.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${SHOP}/booster`);
  await expect(page.getByRole('heading', { level: 1, name: 'Multiplica tus Avios' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Multiplicador de invierno' })).toHaveCount(0);
});
