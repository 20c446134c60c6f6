// @vitest-environment happy-dom
// The element table (elements.ts) is the one list of elements: every list that names them
// (folders, package.json exports, the package root's classes, the bundles' entries,
// custom-elements.json, the size budgets, what the bundles carry of the table) is derived from
// it or checked against it here, so adding an element is its folder and its row.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as table from './elements';
import { ELEMENTS, RUNTIME_EXPORTS } from './elements';
import { AVIOS_EVENTS } from './shared/events';
import { ELEMENT_PROPS, attributeName } from './shared/tags';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const tags = ELEMENTS.map((row) => row.tag);
/** `avios-purchase` -> `AviosPurchase`, as table.mjs names an element's files and class. */
const pascal = (tag: string) =>
  tag.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase());

interface Derived {
  entries: Record<string, string>;
  budgets: { name: string; limitKb: number; what: string }[];
  runtime: { table: string; source: Record<string, string> };
  manifest: {
    modules: {
      path: string;
      declarations: {
        name: string;
        tagName: string;
        summary: string;
        attributes: { name: string }[];
        events?: { name: string; description: string }[];
      }[];
    }[];
  };
}

/** What the Node scripts derive from the table (table.mjs, manifest.mjs), run as they run. */
const derived = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { budgetsOf, entriesOf, loadTable, runtimeTable } from './table.mjs';
       import { manifestOf } from './manifest.mjs';
       const table = await loadTable();
       console.log(JSON.stringify({
         entries: entriesOf(table.elements),
         budgets: budgetsOf(table.elements, []),
         runtime: runtimeTable(table),
         manifest: manifestOf(table.elements),
       }));`,
    ],
    { cwd: packageDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  ),
) as Derived;

describe('the element table', () => {
  it('has one folder per row: src/<tag>/ with its screen component, render.ts and define.ts', () => {
    const folders = readdirSync(`${packageDir}/src`).filter((name) => name.startsWith('avios-'));
    expect(folders.sort()).toEqual([...tags].sort());
    for (const tag of tags) {
      for (const file of [`${pascal(tag)}.tsx`, 'render.ts', 'define.ts']) {
        expect(existsSync(`${packageDir}/src/${tag}/${file}`), `src/${tag}/${file}`).toBe(true);
      }
    }
  });

  it('names each tag once, and each element fires only known events', () => {
    expect(new Set(tags).size).toBe(tags.length);
    for (const row of ELEMENTS) {
      expect(row.tag).toMatch(/^avios-[a-z]+$/);
      for (const event of row.events) expect(AVIOS_EVENTS).toContain(event);
    }
  });

  it('package.json exports one bundle per row (types beside it) and names every tag', () => {
    const manifest = JSON.parse(readFileSync(`${packageDir}/package.json`, 'utf8')) as {
      description: string;
      exports: Record<string, unknown>;
    };
    const perElement = Object.entries(manifest.exports).filter(
      ([subpath]) => /^\.\/avios-[a-z]+\.js$/.test(subpath) && !/elements|loader/.test(subpath),
    );
    expect(Object.fromEntries(perElement)).toEqual(
      Object.fromEntries(
        tags.map((tag) => [
          `./${tag}.js`,
          { types: `./dist/${tag}.d.ts`, default: `./dist/${tag}.js` },
        ]),
      ),
    );
    for (const tag of tags) expect(manifest.description).toContain(`<${tag}>`);
  });

  it('the package root registers every tag with the class it exports by name', async () => {
    const root = (await import('./all')) as unknown as Record<string, unknown>;
    for (const tag of tags) {
      const exported = root[`${pascal(tag)}Element`];
      expect(exported, `${pascal(tag)}Element`).toBeTypeOf('function');
      expect(customElements.get(tag)).toBe(exported);
    }
  });

  it('build.mjs builds one bundle per row from its define.ts, and all of them in one', () => {
    expect(derived.entries).toEqual({
      ...Object.fromEntries(tags.map((tag) => [tag, `src/${tag}/define.ts`])),
      'avios-elements': 'src/all.ts',
    });
  });

  it('the bundles carry the run-time columns alone, the same as this module exports', async () => {
    const exported = Object.keys(table).filter(
      (name) => !['ELEMENTS', 'RUNTIME_EXPORTS'].includes(name),
    );
    expect(Object.keys(RUNTIME_EXPORTS).sort()).toEqual(exported.sort());
    for (const [name, source] of Object.entries(derived.runtime.source)) {
      const module = (await import(
        `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
      )) as Record<string, unknown>;
      expect(module[name]).toEqual(table[name as keyof typeof RUNTIME_EXPORTS]);
    }
    expect(derived.runtime.source.PROPS_BY_KIND).not.toContain(ELEMENTS[0].summary);
  });

  it('custom-elements.json has every row: its summary, its props as attributes and its events', () => {
    const declarations = derived.manifest.modules.flatMap((m) => m.declarations);
    expect(declarations.map((d) => d.tagName)).toEqual([...tags, 'avios-config']);
    for (const row of ELEMENTS) {
      const declaration = declarations.find((d) => d.tagName === row.tag);
      expect(declaration?.name).toBe(`${pascal(row.tag)}Element`);
      expect(declaration?.summary).toBe(row.summary);
      // the props interface the manifest reads is what the element observes
      expect(declaration?.attributes.map((a) => a.name).sort()).toEqual(
        ELEMENT_PROPS[row.tag].map(attributeName).sort(),
      );
      const events: readonly string[] = row.events;
      expect(declaration?.events?.map((e) => e.name)).toEqual(
        AVIOS_EVENTS.filter((name) => events.includes(name)),
      );
      for (const event of declaration?.events ?? []) expect(event.description).not.toBe('');
    }
  });

  it('scripts/size.mjs budgets each row that has one, and its first render from the loader', () => {
    const expected = [
      ...ELEMENTS.flatMap((row) =>
        'budget' in row ? [{ name: row.tag, limitKb: row.budget.kb }] : [],
      ),
      ...ELEMENTS.flatMap((row) =>
        'budget' in row && 'fromLoaderKb' in row.budget
          ? [{ name: `${row.tag} from the loader`, limitKb: row.budget.fromLoaderKb }]
          : [],
      ),
    ];
    expect(derived.budgets.map(({ name, limitKb }) => ({ name, limitKb }))).toEqual(expected);
    for (const budget of derived.budgets) expect(budget.what).toMatch(/^(a page with )?<avios-/);
  });
});
