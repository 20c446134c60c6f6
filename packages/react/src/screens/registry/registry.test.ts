// A new screen is its folder and its lines in the registry (docs/adding-a-screen.md): every
// list a host needs (route names, frames, what a first screen prefetches) follows from the
// registry record, the later-screens chunk from the entries' own imports (the builds gather
// them, scripts/screenChunks.mjs), and this test fails when a screen needs anything else,
// when a folder or an entry has no counterpart, or when the screens loaded later are listed
// anywhere but in their folders.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCREEN_NAMES } from '@avios/sdk/rules';
import { laterScreenModules } from '../../../../../scripts/screenChunks.mjs';
import { SCREENS } from './registry';
import type { ScreenEntry } from './screenEntry';

const screensDir = fileURLToPath(new URL('..', import.meta.url));
const srcDir = fileURLToPath(new URL('../..', import.meta.url));
const repoDir = fileURLToPath(new URL('../../../../..', import.meta.url));

/** Folders of src/screens that are parts of every page, not the screen of a route. */
const PARTS = ['ErrorScreen', 'Layout', 'NotAvailableScreen', 'registry'];

const folders = readdirSync(screensDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const entryModules = import.meta.glob<Record<string, ScreenEntry>>('../*/entry.tsx', {
  eager: true,
});
const folderOf = (path: string) => path.split('/')[1] ?? '';
const exported = Object.entries(entryModules).flatMap(([path, module]) =>
  Object.entries(module).map(([name, entry]) => ({ folder: folderOf(path), name, entry })),
);

/** Every source file of the package, outside tests, as [path from src, text]. */
function sources(): [string, string][] {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test(-d)?\.tsx?$/.test(f),
  );
  return files.map((f) => [f.replaceAll('\\', '/'), readFileSync(`${srcDir}${f}`, 'utf8')]);
}

describe('the screen registry', () => {
  it('has one entry for every screen name of the spec §2 route table, and no other', () => {
    expect(Object.keys(SCREENS).sort()).toEqual([...SCREEN_NAMES].sort());
  });

  it('has an entry module in every screen folder, and none in the parts of the page', () => {
    for (const folder of folders) {
      const has = Object.keys(entryModules).includes(`../${folder}/entry.tsx`);
      expect(has, `screens/${folder}/entry.tsx`).toBe(!PARTS.includes(folder));
    }
  });

  it('shows every entry a folder exports, and only those', () => {
    const registered = new Set(Object.values(SCREENS));
    for (const { folder, name, entry } of exported) {
      expect(registered.has(entry), `${folder}/entry.tsx ${name} is in SCREENS`).toBe(true);
    }
    for (const [screen, entry] of Object.entries(SCREENS)) {
      const from = exported.filter((e) => e.entry === entry);
      expect(from.length, `${screen}: exported by exactly one entry module`).toBe(1);
    }
  });

  it('names an entry in no file but its folder’s entry module and the registry', () => {
    // the subpath index (`@avios/react/screens`) may export an entry for an element's bundle
    const allowed = (path: string, folder: string) =>
      path === `screens/${folder}/entry.tsx` ||
      path === 'screens/registry/registry.tsx' ||
      path === 'screens/index.ts';
    const files = sources();
    for (const { folder, name } of exported) {
      const word = new RegExp(`\\b${name}\\b`);
      const elsewhere = files.filter(([path, text]) => !allowed(path, folder) && word.test(text));
      expect(
        elsewhere.map(([path]) => path),
        name,
      ).toEqual([]);
    }
  });

  it('loads each later screen from a module its folder’s entry imports on demand', async () => {
    // the modules the builds put in the later-screens chunk (scripts/screenChunks.mjs)
    const later = laterScreenModules(screensDir);
    const modules = import.meta.glob('../*/*.{ts,tsx}');
    const moduleAt = (path: string) => {
      const key = `../${path.slice(screensDir.length)}`;
      return (modules[`${key}.tsx`] ?? modules[`${key}.ts`])?.();
    };
    const loaded = new Set<unknown>();
    for (const { folder, name, entry } of exported) {
      if (entry.load === 'first') continue;
      const own = later.filter((m) => m.folder === folder).map((m) => moduleAt(m.path));
      const module = await entry.load();
      expect(await Promise.all(own), `${name}.load: a module of ${folder}`).toContain(module);
      loaded.add(module);
    }
    for (const { path } of later) {
      expect(loaded.has(await moduleAt(path)), `${path}: loaded by an entry`).toBe(true);
    }
  });

  it('keeps the screens loaded later listed in their folders alone, not in a module or a build', () => {
    const later = laterScreenModules(screensDir).map((m) => ({
      ...m,
      fromSrc: m.path.slice(srcDir.length).replaceAll('\\', '/'),
    }));
    // a value import (`from '…'`, `import('…')`); type-only imports bundle nothing
    const valueImport =
      /^(?!\s*(?:import|export) type\b).*?(?:\bfrom|\bimport\()\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
    for (const [path, text] of sources()) {
      const dir = path.split('/').slice(0, -1);
      for (const [, specifier = ''] of text.matchAll(valueImport)) {
        const target = normalize([...dir, specifier].join('/'))
          .replaceAll('\\', '/')
          .replace(/\.tsx?$/, '');
        const screen = later.find((m) => m.fromSrc === target);
        if (!screen) continue;
        // its folder (its entry loads it); the public subpath (`@avios/react/screens`) exports
        // every screen
        const allowed = path.startsWith(`screens/${screen.folder}/`) || path === 'screens/index.ts';
        expect(allowed, `${path} imports ${screen.fromSrc}`).toBe(true);
      }
    }
    // the builds say how the later screens are chunked, and name none of them
    const builds = [
      'scripts/screenChunks.mjs',
      'tsup.config.ts',
      'demo-host/vite.config.ts',
      'examples/react-app/vite.config.ts',
      'packages/elements/build.mjs',
    ];
    for (const file of builds) {
      const code = readFileSync(`${repoDir}${file}`, 'utf8').replace(
        /\/\*[\s\S]*?\*\/|\/\/.*$/gm,
        '',
      );
      const named = later.filter((m) => new RegExp(`\\b${basename(m.path)}\\b`).test(code));
      expect(
        named.map((m) => m.source),
        file,
      ).toEqual([]);
    }
  });

  it('says what each first screen prefetches in its entry, with no list elsewhere', () => {
    // the package pages' prices are their product's; only screens reading content prefetch
    expect(
      Object.entries(SCREENS)
        .filter(([, e]) => e.prices)
        .map(([screen, e]) => [screen, e.prices]),
    ).toEqual([
      ['purchase', 'purchase'],
      ['gift', 'gift'],
    ]);
    const prefetch = readFileSync(`${srcDir}prefetch/firstScreen.ts`, 'utf8');
    for (const screen of SCREEN_NAMES) expect(prefetch).not.toContain(`'${screen}'`);
  });
});
