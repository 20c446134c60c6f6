// docs/quick-start.md, followed in the browser: the page of step 2 (served from the guide
// itself as /quick-start.html by examples/plain-html/serve.mjs), the event script of step 3
// and the theme of step 4, taken from the guide's own blocks. The configurations of steps 5
// and 7 are resolved by packages/elements/src/shared/quickStart.test.ts.
import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, test } from './fixtures';

const EXAMPLE = (process.env.PLAIN_HTML_URL ?? 'http://localhost:5174').replace(/\/+$/, '');
const guide = readFileSync(new URL('../../docs/quick-start.md', import.meta.url), 'utf8');
const block = (lang: string, containing: string): string => {
  const found = [...guide.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)\\n```', 'g'))]
    .map((m) => m[1] ?? '')
    .find((code) => code.includes(containing));
  if (!found) throw new Error(`docs/quick-start.md has no ${lang} block with ${containing}`);
  return found;
};

test('the quick start as written: priced packages in pounds, the events heard, the theme applied, axe clean', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto(`${EXAMPLE}/quick-start.html`);
  const element = page.locator('avios-purchase');
  const packages = element.locator('.avios-grid--packages > li');
  // step 2: British Airways Club's packages, priced in pounds
  await expect(packages.first()).toContainText(/£\s?\d|\d\s?£|GBP/);

  // step 3: the script, as the guide gives it
  const script = block('html', '<script type="module">')
    .replace('<script type="module">', '')
    .replace('</script>', '');
  await page.addScriptTag({ type: 'module', content: script });
  await expect.poll(() => logged.some((line) => line.startsWith('ready'))).toBe(true);
  await packages.first().getByRole('button').click();
  await expect.poll(() => logged.some((line) => line.startsWith('chose'))).toBe(true);

  // step 4: the theme, as the guide gives it
  await page.addStyleTag({ content: block('css', 'avios-purchase') });
  await expect(packages.first()).toHaveCSS('border-top-left-radius', '12px');
  await expectNoAxeViolations(page);
});
