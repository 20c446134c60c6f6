// scripts/screenChunks.mjs: the builds' one rule for the screens loaded later. On a small app
// shaped like the screens (folders with an `entry.tsx` importing their screen on demand), the
// modules those entries import on demand come out as one `laterScreens` chunk, and what the
// first page needs (a module it shares with them, a screen it imports itself) stays out of it.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build as tsup } from 'tsup';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { laterScreensChunk, laterScreensEsbuild } from '../scripts/screenChunks.mjs';

const root = mkdtempSync(join(tmpdir(), 'screen-chunks-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes the app's files; returns its folder. */
function app(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

// A and B are loaded later; C is loaded later by its entry, but the first page also shows it
// (as the transfer element opens on the transfer screen); Layout is a part of every page.
const SCREENS = {
  'main.ts': [
    "import { shared } from './shared';",
    "import { aEntry } from './screens/A/entry';",
    "import { bEntry } from './screens/B/entry';",
    "import { cEntry } from './screens/C/entry';",
    "import { CScreen } from './screens/C/CScreen';",
    "import { Layout } from './screens/Layout/Layout';",
    'export const page = [shared, aEntry, bEntry, cEntry, CScreen, Layout];',
  ].join('\n'),
  'shared.ts': "export const shared = 'first page and later screens';",
  'onlyLater.ts': "export const onlyLater = 'later screens only';",
  'screens/A/entry.tsx': "export const aEntry = () => import('./AScreen').then((m) => m.AScreen);",
  'screens/A/AScreen.tsx':
    "import { shared } from '../../shared';\nimport { onlyLater } from '../../onlyLater';\nexport const AScreen = () => shared + onlyLater;",
  'screens/B/entry.tsx': "export const bEntry = () => import('./BScreen').then((m) => m.BScreen);",
  'screens/B/BScreen.tsx':
    "import { onlyLater } from '../../onlyLater';\nexport const BScreen = () => onlyLater;",
  'screens/C/entry.tsx': "export const cEntry = () => import('./CScreen').then((m) => m.CScreen);",
  'screens/C/CScreen.tsx': "export const CScreen = () => 'C';",
  'screens/Layout/Layout.tsx': "export const Layout = () => 'layout';",
};

async function viteBuild(dir: string): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [laterScreensChunk()],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: join(dir, 'main.ts'), preserveEntrySignatures: 'strict' },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  return output.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
}

/** A chunk's modules, by their path in the app. */
const modulesOf = (chunk: Rolldown.OutputChunk | undefined) =>
  Object.keys(chunk?.modules ?? {}).map((id) =>
    id.startsWith(root) ? id.slice(root.length).replace(/^\/\w+\//, '') : id,
  );

describe('the later screens in a Vite (Rolldown) build', () => {
  it('are one laterScreens chunk, without what the first page needs', async () => {
    const chunks = await viteBuild(app('vite', SCREENS));
    const later = chunks.find((c) => c.name === 'laterScreens');
    // the one chunk loaded on demand
    expect(chunks.filter((c) => c.isDynamicEntry).map((c) => c.name)).toEqual(['laterScreens']);
    expect(modulesOf(later).sort()).toEqual([
      '\0avios:screens/laterScreens',
      'onlyLater.ts',
      'screens/A/AScreen.tsx',
      'screens/B/BScreen.tsx',
    ]);
    // what the first page needs is in its own chunks, which the later one imports
    const first = chunks.filter((c) => c !== later).flatMap(modulesOf);
    expect(first).toEqual(expect.arrayContaining(['shared.ts', 'screens/C/CScreen.tsx']));
  });

  it('fails the build when two later screens export the same name (one would be lost)', async () => {
    const dir = app('clash', {
      ...SCREENS,
      'screens/B/BScreen.tsx': "export const BScreen = () => 'B';\nexport const AScreen = 1;",
    });
    await expect(viteBuild(dir)).rejects.toThrow(/AScreen is exported by .*AScreen and .*BScreen/);
  });
});

describe('the later screens in a tsup (esbuild) build', () => {
  it('are one laterScreens chunk', async () => {
    const dir = app('tsup', SCREENS);
    await tsup({
      config: false,
      silent: true,
      entry: [join(dir, 'main.ts')],
      outDir: join(dir, 'dist'),
      format: ['esm'],
      splitting: true,
      esbuildPlugins: [laterScreensEsbuild()],
    });
    const read = (file: string) => readFileSync(join(dir, 'dist', file), 'utf8');
    const files = readdirSync(join(dir, 'dist')).filter((f) => f.endsWith('.js'));
    // the one chunk loaded on demand
    const onDemand = [
      ...new Set([...read('main.js').matchAll(/import\("\.\/([^"]+)"\)/g)].map((m) => m[1])),
    ];
    expect(onDemand.map((f) => f?.replace(/-\w+\.js$/, ''))).toEqual(['laterScreens']);
    expect(files.filter((f) => /^[ABC]Screen/.test(f))).toEqual([]);
    const later = read(onDemand[0] ?? '');
    expect(later).toContain('later screens only');
    expect(later).not.toContain('first page and later screens');
  });
});
