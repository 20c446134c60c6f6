// dist/integrity.json of @avios/elements (written at the end of packages/elements/build.mjs)
// names every .js file of dist with the sha384 a partner puts in `integrity` (Subresource
// Integrity, docs/elements.md). Recomputed here from the built files. Needs `npm run build`.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../packages/elements/dist/', import.meta.url));

it('dist/integrity.json has the sha384 of every .js file in dist, and nothing else', () => {
  const manifest = join(dist, 'integrity.json');
  if (!existsSync(manifest)) throw new Error(`${manifest} is missing: run "npm run build"`);
  const integrity = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split('\\').join('/'))
    .filter((f) => f.endsWith('.js'))
    .sort();
  expect(files).toContain('avios-purchase.js');
  expect(files.some((f) => f.startsWith('chunks/'))).toBe(true);
  expect(Object.keys(integrity).sort()).toEqual(files);
  for (const file of files) {
    const digest = createHash('sha384')
      .update(readFileSync(join(dist, file)))
      .digest('base64');
    expect(integrity[file], file).toBe(`sha384-${digest}`);
  }
});
