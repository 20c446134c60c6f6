// The built packages load in Node with no DOM (server rendering, SSR frameworks, test
// runners): each is imported by its package name, so the `exports` map and the dist files
// are what is tested, in a child `node` with no `window`, `document` or `HTMLElement` (this
// vitest file runs in the node environment too, but Node itself is the judge here).
// Needs a build first (`npm run build`; `npm test` builds before this step).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = (path: string) => {
  if (!existsSync(`${root}/${path}`)) throw new Error(`${path} is missing: run "npm run build"`);
  return path;
};

/** Runs `code` in a fresh Node and returns what it printed as JSON on its last line. */
function inNode(code: string, inputType: 'module' | 'commonjs'): unknown {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const result = spawnSync(process.execPath, [`--input-type=${inputType}`, '-e', code], {
    cwd: root,
    encoding: 'utf8',
    env,
  });
  if (result.status !== 0) throw new Error(result.stderr || `node exited ${result.status}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? 'null');
}

const importNames = (specifier: string) =>
  inNode(
    `const m = await import(${JSON.stringify(specifier)});` +
      `console.log(JSON.stringify({ window: typeof window, names: Object.keys(m) }));`,
    'module',
  ) as { window: string; names: string[] };

const requireNames = (specifier: string) =>
  inNode(
    `const m = require(${JSON.stringify(specifier)});` +
      `console.log(JSON.stringify({ window: typeof window, names: Object.keys(m) }));`,
    'commonjs',
  ) as { window: string; names: string[] };

/** Each entry point of a library package by its name (`@avios/sdk/rules` …), from `exports`. */
function entryPoints(dir: string): string[] {
  const pkg = JSON.parse(readFileSync(`${root}/${dir}/package.json`, 'utf8')) as {
    name: string;
    exports: Record<string, unknown>;
  };
  return Object.keys(pkg.exports)
    .filter((key) => key !== './package.json')
    .map((key) => (key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`));
}

/** Every entry point loads both ways with no DOM and exports something. */
function expectEntriesLoad(specifiers: string[]) {
  for (const specifier of specifiers) {
    const esm = importNames(specifier);
    expect(esm.window, specifier).toBe('undefined');
    expect(esm.names.length, specifier).toBeGreaterThan(0);
    expect(requireNames(specifier).names.sort(), specifier).toEqual(esm.names.sort());
  }
}

describe('@avios/sdk in Node', () => {
  it('imports (ESM) and requires (CommonJS) every entry point without a DOM', () => {
    built('packages/sdk/dist/index.js');
    expect(importNames('@avios/sdk').names).toContain('createAvios');
    expect(requireNames('@avios/sdk').names).toContain('createAvios');
    expectEntriesLoad(entryPoints('packages/sdk'));
  });
});

describe('@avios/react in Node', () => {
  it('imports (ESM) and requires (CommonJS) every entry point without a DOM', () => {
    built('packages/react/dist/index.js');
    expect(importNames('@avios/react').names).toContain('AviosProvider');
    expect(requireNames('@avios/react').names).toContain('AviosProvider');
    // the fake SDK for tests needs Vitest (`vi.fn()`), an ES module that runs only under it
    expectEntriesLoad(entryPoints('packages/react').filter((s) => !s.endsWith('/testing')));
  });

  it("starts every built file with 'use client' (React Server Components)", () => {
    const dist = `${root}/${built('packages/react/dist/index.js').replace(/index\.js$/, '')}`;
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.c?js$/.test(f),
    );
    expect(files).toEqual(expect.arrayContaining(['index.cjs', join('screens', 'index.js')]));
    for (const file of files) {
      expect(readFileSync(`${dist}${file}`, 'utf8').split('\n')[0], file).toBe("'use client';");
    }
  });
});

describe('@avios/elements in Node', () => {
  // Importing must not throw where there is no DOM: the tags are registered only where
  // `customElements` exists, and an element class is made only where `HTMLElement` exists
  // (src/shared/elementClass.ts): see docs/packages.md.
  it('imports the package and every element bundle without a DOM', () => {
    built('packages/elements/dist/avios-elements.js');
    const pkg = JSON.parse(readFileSync(`${root}/packages/elements/package.json`, 'utf8')) as {
      exports: Record<string, unknown>;
    };
    const specifiers = Object.keys(pkg.exports)
      // the token worker is a worker script served as a file, never imported as a module
      .filter((key) => key === '.' || (key.endsWith('.js') && key !== './auth0-worker.js'))
      .map((key) => (key === '.' ? '@avios/elements' : `@avios/elements/${key.slice(2)}`));
    const failures = inNode(
      `const failures = [];` +
        `for (const s of ${JSON.stringify(specifiers)}) {` +
        `  try { await import(s); } catch (e) { failures.push(s + ': ' + e.message); }` +
        `}` +
        `console.log(JSON.stringify(failures));`,
      'module',
    );
    expect(failures).toEqual([]);
  });
});
