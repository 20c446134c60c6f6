// The built bundles of @avios/elements register their tags: one script tag and the tag works
// (docs/elements.md). avios-elements.js and avios-loader.js register every tag, each
// avios-<name>.js its own. The registering modules are imported for their side effect, which
// the bundler keeps only because packages/elements/build.mjs says so. Needs `npm run build`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../packages/elements/dist/', import.meta.url));

const defined = (file: string) =>
  [
    ...readFileSync(join(dist, file), 'utf8').matchAll(
      /customElements\.define\(\s*[`'"](avios-[a-z-]+)/g,
    ),
  ]
    .map((m) => m[1])
    .sort();

it('each bundle registers its tag; avios-elements.js and the loader register every tag', () => {
  if (!existsSync(join(dist, 'avios-elements.js'))) throw new Error('run "npm run build" first');
  const single = readdirSync(dist)
    .filter((f) => /^avios-[a-z-]+\.js$/.test(f))
    .filter((f) => f !== 'avios-elements.js' && f !== 'avios-loader.js');
  expect(single).toContain('avios-purchase.js');
  const tags = single.map((f) => f.replace(/\.js$/, '')).sort();
  for (const file of single) {
    expect(defined(file), file).toEqual(expect.arrayContaining([file.replace(/\.js$/, '')]));
  }
  expect(defined('avios-elements.js')).toEqual([...tags, 'avios-config'].sort());
  expect(defined('avios-loader.js')).toEqual(expect.arrayContaining(['avios-config']));
});
