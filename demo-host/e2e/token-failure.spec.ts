// spec §8 auth errors, fallback 'Get access token failed': a signed-in member whose access
// token cannot be renewed (the identity provider's token endpoint fails) is told so once, in
// the page's language, and signed out (their calls answer 401 without a token), so that signing
// in again is the way on.
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signIn } from './journey';

test('get_access_token_failed: a member whose token cannot be renewed sees the session problem once and is asked to sign in again', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page);
  // the identity provider's token endpoint breaks, then the access token (one hour) expires
  await page
    .context()
    .route('**/oauth/token', (route) =>
      route.fulfill({ status: 500, json: { error: 'server_error', error_description: 'down' } }),
    );
  await page.clock.fastForward('01:05:00');
  await page.getByRole('banner').getByRole('link', { name: 'Comprar', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Problema con la sesión' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(
    'No hemos podido confirmar tu sesión. Vuelve a iniciar sesión.',
  );
  await expect(alert).toHaveCount(1);
  // as the message says, they sign in again: the shop shows them as a visitor meanwhile
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
