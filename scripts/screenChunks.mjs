// Which screens share a chunk, said once for every build that bundles the screens: the shop
// (demo-host/vite.config.ts), the React example (examples/react-app/vite.config.ts), the
// element bundles and their loader (packages/elements/build.mjs) and @avios/react's dist
// (tsup.config.ts). A screen the first page of a visit does not show is fetched when its
// route first renders: its folder's `entry.tsx` imports its module dynamically
// (`onDemand(() => import('./TransferScreen'), …)`, react/src/screens/registry/onDemand.tsx).
// Each such import is read here from one module made of all of them, so the bundler makes
// them one chunk, `laterScreens`: one download for the recipient step, the checkout and the
// result, and what those screens share with the first page stays in the first page's chunks.
// The module is made from the screen folders' entries when the build asks for it: there is
// no list of the screens here, nor anywhere but in each folder (registry.test.ts holds it to
// that, and test/screen-chunks.test.ts this file). It holds every screen loaded later, also
// in a bundle that shows only some of them (an element's), as a written list did: the chunk
// is fetched only when a member goes on to one of them.
//
// Why a module rather than a `manualChunks` rule over the import graph: the graph a chunking
// rule sees (`getModuleInfo`) still runs through `@avios/react/screens`, the public index
// that re-exports every screen, so it cannot tell which screens a bundle holds from the start
// (the transfer element opens on its screen, which the shop loads later); and Rolldown
// pulls every dependency of a grouped module into the group unless the entry's exports may
// grow, which a library build (an element bundle) does not allow.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A screen folder's registry entry, whose dynamic imports are the screens loaded later. */
const SCREEN_ENTRY = /[\\/]screens[\\/][^\\/]+[\\/]entry\.tsx$/;
/** `import('./TransferScreen')` in an entry: a module of its own folder. */
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])(\.\/[^'"]+)\1\s*\)/g;
/** The chunk's name (`laterScreens-<hash>.js`), which size.mjs and the browser tests match. */
const CHUNK = 'laterScreens';
const MODULE_ID = `\0avios:screens/${CHUNK}`;

/**
 * The modules the screen folders under `screensDir` load later, each as its entry names it
 * (`./TransferScreen`) and as a path without extension: `{ folder, source, path }`.
 */
export function laterScreenModules(screensDir) {
  const found = [];
  for (const folder of readdirSync(screensDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    let entry;
    try {
      entry = readFileSync(join(screensDir, folder.name, 'entry.tsx'), 'utf8');
    } catch {
      continue; // a part of every page (the layout, the error screen), not a route's screen
    }
    for (const [, , source] of entry.matchAll(DYNAMIC_IMPORT)) {
      found.push({ folder: folder.name, source, path: join(screensDir, folder.name, source) });
    }
  }
  return found;
}

/** The module every later screen is read from: each one's exports, re-exported. */
function laterScreensSource(screensDir) {
  const lines = laterScreenModules(screensDir).map(
    (m) => `export * from ${JSON.stringify(m.path)};`,
  );
  return `${lines.join('\n')}\n`;
}

/** The later screen an entry's dynamic import names, or undefined for any other import. */
function laterScreenOf(source, importer) {
  if (!importer || !SCREEN_ENTRY.test(importer)) return undefined;
  const screensDir = dirname(dirname(importer));
  const path = join(dirname(importer), source);
  return laterScreenModules(screensDir).some((m) => m.path === path) ? screensDir : undefined;
}

/**
 * For Vite and Rolldown (the shop, the React example, the elements): every later screen's
 * dynamic import is the one `laterScreens` module. Fails the build if two of those modules
 * export the same name, which the re-export would leave out.
 */
export function laterScreensChunk() {
  let screensDir;
  let targets = [];
  return {
    name: 'avios-later-screens',
    apply: 'build',
    // before Vite's own resolver, which would resolve the import to the screen's file
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (options?.kind !== 'dynamic-import') return null;
      const dir = laterScreenOf(source, importer);
      if (!dir) return null;
      screensDir = dir;
      return MODULE_ID;
    },
    load(id) {
      if (id !== MODULE_ID) return null;
      targets = laterScreenModules(screensDir);
      return laterScreensSource(screensDir);
    },
    buildEnd(error) {
      if (error) return;
      const owner = new Map();
      for (const { path } of targets) {
        const info = [...this.getModuleIds()]
          .filter((id) => id.startsWith(`${path}.`))
          .map((id) => this.getModuleInfo(id))[0];
        for (const name of info?.exports ?? []) {
          if (name === 'default') continue;
          if (owner.has(name)) {
            this.error(`${CHUNK}: ${name} is exported by ${owner.get(name)} and ${path}`);
          }
          owner.set(name, path);
        }
      }
    },
  };
}

/**
 * For tsup (esbuild, @avios/react's dist): the same module, so the package's dist has one
 * `laterScreens` chunk per format too.
 */
export function laterScreensEsbuild() {
  return {
    name: 'avios-later-screens',
    setup(build) {
      build.onResolve({ filter: /^\.\// }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const dir = laterScreenOf(args.path, args.importer);
        return dir ? { path: join(dir, CHUNK), namespace: 'avios-later-screens' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'avios-later-screens' }, (args) => ({
        contents: laterScreensSource(dirname(args.path)),
        resolveDir: dirname(args.path),
        loader: 'ts',
      }));
    },
  };
}
