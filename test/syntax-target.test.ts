// The built bundles use no syntax above the support matrix's floor (docs/browsers.md): every
// .js/.cjs file of the element bundles, of @avios/sdk and @avios/react, and of the built shop
// is parsed at the ECMAScript edition that every browser of scripts/browserTargets.mjs parses.
// One file above it is, in the oldest supported Safari, Firefox or Chrome, a module that does
// not parse, and so an element or a shop that never appears.
//
// Parsing alone misses one thing the bundlers do: a regular expression literal that the
// target cannot parse (the `v` flag, ES2025 modifiers) is written as `new RegExp("…", "v")`,
// which parses everywhere and throws when it runs. So every `RegExp` built from literal
// strings is checked at the same edition as well.
//
// Needs a build first (`npm run build`; `npm test` builds before this step). The built shop
// (demo-host/dist) is checked when it is there: in `npm test` it is built later, by the
// Playwright step's web server, so a clean clone has none yet when this runs.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';
import type { Node, Options } from 'acorn';
import { describe, expect, it } from 'vitest';
import { BUILD_TARGET, ECMA_VERSION } from '../scripts/browserTargets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The built folders: the libraries and element bundles are required, the shop is not. */
const BUILT = [
  { dir: 'packages/elements/dist', required: true },
  { dir: 'packages/sdk/dist', required: true },
  { dir: 'packages/react/dist', required: true },
  { dir: 'demo-host/dist', required: false },
] as const;

/** Every JavaScript file under `dir` (relative paths). */
function scripts(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.(c|m)?js$/.test(file) && !file.includes('node_modules/'))
    .sort();
}

type Problem = { line: number; column: number; message: string };

const options = (sourceType: 'module' | 'script'): Options => ({
  ecmaVersion: ECMA_VERSION,
  sourceType,
  locations: true,
  allowHashBang: true,
});

/** Every node of `node`'s tree, depth first. */
function* nodesOf(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node) as unknown[]) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (child && typeof child === 'object' && typeof (child as Node).type === 'string') {
        yield* nodesOf(child as Node);
      }
    }
  }
}

type Literal = Node & { type: 'Literal'; value: unknown };
type Call = Node & {
  type: 'NewExpression' | 'CallExpression';
  callee: Node & { name?: string };
  arguments: Node[];
};
const stringOf = (node: Node | undefined): string | undefined =>
  node?.type === 'Literal' && typeof (node as Literal).value === 'string'
    ? ((node as Literal).value as string)
    : undefined;

/**
 * Why `new RegExp(pattern, flags)` (both literal strings) cannot run at the target, if it
 * cannot: written back as a regular expression literal and parsed at the target's edition.
 */
function regExpProblem(pattern: string, flags: string): string | undefined {
  const body = pattern.replace(/\\[\s\S]|[/\n\r\u2028\u2029]/g, (c) =>
    c.startsWith('\\')
      ? c
      : c === '/'
        ? '\\/'
        : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  try {
    parse(`/${body}/${flags}`, options('script'));
    return undefined;
  } catch (e) {
    return (e as Error).message.replace(/\s*\(\d+:\d+\)$/, '');
  }
}

/** What in `code` is above the target: a parse error, or RegExps built from literals. */
function syntaxProblems(code: string): Problem[] {
  let program: Node;
  try {
    program = parse(code, options('module'));
  } catch (moduleError) {
    // a classic script (the Auth0 token worker) may be sloppy-mode code that no module allows
    try {
      program = parse(code, options('script'));
    } catch {
      const e = moduleError as SyntaxError & { loc?: { line: number; column: number } };
      return [
        {
          line: e.loc?.line ?? 0,
          column: e.loc?.column ?? 0,
          message: e.message.replace(/\s*\(\d+:\d+\)$/, ''),
        },
      ];
    }
  }
  const problems: Problem[] = [];
  for (const node of nodesOf(program)) {
    if (node.type !== 'NewExpression' && node.type !== 'CallExpression') continue;
    const call = node as Call;
    if (call.callee.type !== 'Identifier' || call.callee.name !== 'RegExp') continue;
    const pattern = stringOf(call.arguments[0]);
    const flags = call.arguments.length > 1 ? stringOf(call.arguments[1]) : '';
    if (pattern === undefined || flags === undefined) continue;
    const why = regExpProblem(pattern, flags);
    if (why) {
      const { line, column } = node.loc?.start ?? { line: 0, column: 0 };
      problems.push({
        line,
        column,
        message: `RegExp(${JSON.stringify(pattern)}, "${flags}"): ${why}`,
      });
    }
  }
  return problems;
}

describe(`the built bundles parse at ES${ECMA_VERSION} (${BUILD_TARGET.join(', ')})`, () => {
  for (const { dir, required } of BUILT) {
    const present = existsSync(join(root, dir));
    const title = required
      ? `${dir}: every script`
      : `${dir}: every script (checked when built; in npm test the Playwright step builds it after this one)`;
    it.skipIf(!required && !present)(title, () => {
      if (!present) throw new Error(`${dir} is missing: run "npm run build"`);
      const files = scripts(dir);
      expect(files.length, `${dir} has no .js files: run "npm run build"`).toBeGreaterThan(0);
      const found = files.flatMap((file) =>
        syntaxProblems(readFileSync(join(root, dir, file), 'utf8')).map(
          (p) => `${dir}/${file}:${p.line}:${p.column} ${p.message}`,
        ),
      );
      expect(found, `syntax above ES${ECMA_VERSION} in the build`).toEqual([]);
    });
  }
});

describe('the check fails on syntax above the target', () => {
  it('accepts what the target parses (ES2022 and older)', () => {
    const es2022 = `
      class A { static #n = 0; #x = 1; static { A.#n++; } #m() { return #x in this; } m() { return this.#m(); } }
      let a; a ??= 1; a ||= 2; const big = 10n; const o = { ...{ a }, b: a?.b ?? 0 };
      const r = /(?<=£)(?<amount>\\d+)/du; const s = new RegExp('\\\\p{L}+', 'gu');
      await Promise.resolve([1].at(-1));
      export { A, big, o, r, s };`;
    expect(syntaxProblems(es2022)).toEqual([]);
  });

  it.each([
    [
      'a regular expression literal with the v flag (ES2024)',
      'export const r = /[\\p{L}--[a-z]]/v;',
    ],
    [
      'a `using` declaration (explicit resource management)',
      'export function f(g) { using x = g(); return x; }',
    ],
    ['an import with attributes (ES2025)', "import data from './data.json' with { type: 'json' };"],
    ['a regular expression modifier (ES2025)', 'export const r = /(?i:a)b/;'],
    [
      'a v-flag RegExp the bundler wrote as a call',
      "export const r = new RegExp('[\\\\p{L}--[a-z]]', 'v');",
    ],
    ['a RegExp call with an ES2025 modifier', "export const r = RegExp('(?i:a)b');"],
  ])('rejects %s', (_name, code) => {
    expect(syntaxProblems(code)).not.toEqual([]);
  });
});
