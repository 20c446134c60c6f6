// A new screen is its folder and its lines in the registry (docs/adding-a-screen.md): every
// list a host needs (route names, frames, the later-screens chunk, what a first screen
// prefetches) follows from the registry record, and this test fails when a screen needs
// anything else, or when a folder, an entry or a chunk member has no counterpart.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCREEN_NAMES } from '@avios/sdk/rules';
import * as laterScreens from './laterScreens';
import { loadLaterScreens } from './onDemand';
import { SCREENS } from './registry';
import type { ScreenEntry } from './screenEntry';

const screensDir = fileURLToPath(new URL('..', import.meta.url));
const srcDir = fileURLToPath(new URL('../..', import.meta.url));

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
const entrySource = (folder: string) => readFileSync(`${screensDir}${folder}/entry.tsx`, 'utf8');

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

  it('loads later exactly the screens of the later-screens chunk, each picked by one entry module', async () => {
    const picked = Object.keys(entryModules).flatMap((path) =>
      [...entrySource(folderOf(path)).matchAll(/\(m\) => m\.(\w+)/g)].map((m) => m[1]),
    );
    expect(picked.sort()).toEqual(Object.keys(laterScreens).sort());
    for (const { folder, name, entry } of exported) {
      const picks = /\(m\) => m\./.test(entrySource(folder));
      // one chunk for them all: the entry's `load` is that chunk's download
      expect(entry.load, `${name}.load`).toBe(picks ? loadLaterScreens : 'first');
    }
    await expect(loadLaterScreens()).resolves.toBe(await import('./laterScreens'));
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
