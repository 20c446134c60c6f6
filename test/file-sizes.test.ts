// docs/architecture.md "Size of the parts": a source file a newcomer reads in one sitting. No
// non-test source file of a package over 400 lines, no screen component over 200.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const sources = readdirSync(join(root, 'packages'))
  .flatMap((pkg) =>
    readdirSync(join(root, 'packages', pkg, 'src'), { recursive: true, encoding: 'utf8' }).map(
      (f) => join('packages', pkg, 'src', f),
    ),
  )
  .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test(-d)?\.tsx?$|\.d\.ts$/.test(f));
const lines = (file: string) => readFileSync(join(root, file), 'utf8').split('\n').length - 1;

it('no non-test source file in packages/*/src is over 400 lines', () => {
  expect(sources.length).toBeGreaterThan(100);
  const long = sources.filter((f) => lines(f) > 400).map((f) => `${f}: ${lines(f)}`);
  expect(long).toEqual([]);
});

it('no screen component is over 200 lines', () => {
  const screens = sources.filter((f) => /screens[\\/]\w+[\\/]\w+Screen\.tsx$/.test(f));
  expect(screens.length).toBeGreaterThan(10);
  const long = screens.filter((f) => lines(f) > 200).map((f) => `${relative('.', f)}: ${lines(f)}`);
  expect(long).toEqual([]);
});
