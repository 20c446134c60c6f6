#!/usr/bin/env node
// `node scripts/snippets.mjs` (a step of `npm test`): every fenced code block of README.md,
// packages/*/README.md and docs/*.md is checked, or says why not (docs/packages.md
// "Snippets"):
//   - ts, tsx, js, jsx: type-checked, each block its own module, in one TypeScript program
//     (scripts/snippets/tsconfig.json) against the packages' sources. A ts or tsx block with
//     no import or export of its own is a fragment of the reference around it: the names it
//     uses that an entry point of @avios/sdk, @avios/react (but /testing) or @avios/elements
//     exports are imported for it. The names of scripts/snippets/given.d.ts (an `avios`
//     instance, its `options`, a caught error `e`, …) are in scope in every block. js and jsx
//     blocks are checked as JavaScript, without strict null checks. A `/// <reference
//     types="@avios/elements/jsx" />` reads the built package: run after `npm run build`;
//   - html: every avios-* tag and attribute exists, every avios-* bundle a script names is
//     one the package ships, every avios-* event a script listens to exists, and every element
//     resolves its configuration as it does in a page (no `configuration_missing`);
//   - css: every element, `::part()` and `--avios-*` custom property exists;
//   - sh, bash, console: every `npm run`/`npm start`/`npm test` names a script of the package
//     (or `-w` workspace), every `npx` a bin the repository installs, every `node` file and
//     every path given to vitest or playwright exists;
//   - json: parses.
// Any other language (vue, text, …) must be marked skipped. The one marker is the fence's
// info string: "```<lang> skip: <why it is not checked>" (a skip without a reason fails).
// Prints one line per file and a total; exits non-zero on any failure.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import {
  checkCss,
  checkHtml,
  checkJson,
  checkShell,
  fencedBlocks,
  loadTables,
  marker,
} from './snippets/checks.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, '.artifacts', 'snippets');
const tsconfigPath = join(root, 'scripts', 'snippets', 'tsconfig.json');

/** Language of the info string -> file extension of the module it is checked as. */
const TS_LANGS = { ts: 'ts', typescript: 'ts', tsx: 'tsx', js: 'js', javascript: 'js', jsx: 'jsx' };
/** "possibly null/undefined" diagnostics, not reported for js and jsx blocks. */
const JS_NULL_CHECKS = new Set([2531, 2532, 2533, 18047, 18048, 18049]);
const SHELL_LANGS = new Set(['sh', 'bash', 'shell', 'console']);

/** Where a fragment's names come from, first match first. */
const ENTRIES = [
  '@avios/sdk',
  '@avios/sdk/api',
  '@avios/sdk/checkout',
  '@avios/sdk/content',
  '@avios/sdk/context',
  '@avios/sdk/errors',
  '@avios/sdk/payments',
  '@avios/sdk/rules',
  '@avios/sdk/schemas',
  '@avios/sdk/session',
  '@avios/react',
  '@avios/react/components',
  '@avios/react/screens',
  '@avios/elements',
];

/** README.md, every package's README.md and the docs, as paths from the root. */
function docFiles() {
  const packages = readdirSync(join(root, 'packages'))
    .map((p) => join('packages', p, 'README.md'))
    .filter((f) => existsSync(join(root, f)));
  const docs = readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f));
  return ['README.md', ...packages, ...docs];
}

/** Names a module's top level declares (so a fragment's own names are not imported). */
function declaredNames(source) {
  const names = new Set();
  const bind = (name) => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else
      for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name);
  };
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) bind(d.name);
    } else if (statement.name && ts.isIdentifier(statement.name)) {
      names.add(statement.name.text);
    }
  }
  return names;
}

const isModule = (code) => /^\s*(import[\s{*'"]|export[\s{*])/m.test(code);

/** The source an entry resolves to through the tsconfig's `paths` (a `/*` pattern too). */
function entryFile(paths, entry) {
  if (paths[entry]) return paths[entry][0];
  const [pattern, [target]] = Object.entries(paths).find(
    ([key]) => key.endsWith('/*') && entry.startsWith(key.slice(0, -1)),
  );
  return target.replace('*', entry.slice(pattern.length - 1));
}

/** Every name each entry exports, from a first program over the entries alone. */
function entryExports(options, host) {
  const files = ENTRIES.map((entry) => join(root, entryFile(options.paths, entry)));
  const program = ts.createProgram({ rootNames: files, options, host });
  const checker = program.getTypeChecker();
  const owner = new Map();
  files.forEach((file, i) => {
    const symbol = checker.getSymbolAtLocation(program.getSourceFile(file));
    for (const exported of symbol ? checker.getExportsOfModule(symbol) : []) {
      if (!owner.has(exported.name)) owner.set(exported.name, ENTRIES[i]);
    }
  });
  return { owner, program };
}

/** The line put before a block (one line, so a block's line N is the file's line N + 1). */
function header(block, ext, owner) {
  if (isModule(block.code) || ext === 'js' || ext === 'jsx') return 'export {};';
  const kind = ext === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile('x.' + ext, block.code, ts.ScriptTarget.Latest, false, kind);
  const declared = declaredNames(source);
  const byEntry = new Map();
  for (const [name] of block.code.matchAll(/[A-Za-z_$][\w$]*/g)) {
    const entry = owner.get(name);
    if (!entry || declared.has(name)) continue;
    if (!byEntry.has(entry)) byEntry.set(entry, new Set());
    byEntry.get(entry).add(name);
  }
  const imports = [...byEntry].map(
    ([entry, names]) => `import { ${[...names].join(', ')} } from '${entry}';`,
  );
  return ['export {};', ...imports].join(' ');
}

/** Type-checks the code blocks; returns failures as `{ doc, line, message }`. */
function typeCheck(items) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const host = ts.createCompilerHost(config.options);
  const { owner, program: first } = entryExports(config.options, host);
  const files = new Map();
  for (const item of items) {
    const ext = TS_LANGS[item.block.lang];
    const name = `${item.doc.replace(/\.md$/, '').replace(/[/\\]/g, '_')}-L${item.block.line}.${ext}`;
    const file = join(outDir, name);
    writeFileSync(file, `${header(item.block, ext, owner)}\n${item.block.code}\n`);
    files.set(file, item);
  }
  const rootNames = [...config.fileNames.filter((f) => !f.startsWith(outDir)), ...files.keys()];
  const program = ts.createProgram({ rootNames, options: config.options, host, oldProgram: first });
  const failures = [];
  for (const d of [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]) {
    failures.push({ doc: relative(root, tsconfigPath), line: 0, message: flatten(d) });
  }
  for (const [file, item] of files) {
    const source = program.getSourceFile(file);
    const found = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    // JavaScript readers are not asked for null checks (a querySelector of their own markup)
    const relaxed = /\.jsx?$/.test(file) ? JS_NULL_CHECKS : new Set();
    for (const d of found.filter((f) => !relaxed.has(f.code))) {
      const { line } = source.getLineAndCharacterOfPosition(d.start ?? 0);
      failures.push({ doc: item.doc, line: item.block.line + line, message: flatten(d) });
    }
  }
  return failures;
}

const flatten = (d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n  ')}`;

async function main() {
  const started = Date.now();
  const tables = await loadTables(root);
  const perDoc = new Map();
  const failures = [];
  const toTypeCheck = [];
  for (const doc of docFiles()) {
    const counts = { checked: 0, skipped: 0 };
    perDoc.set(doc, counts);
    for (const block of fencedBlocks(readFileSync(join(root, doc), 'utf8'))) {
      const fail = (message, line = block.line) => failures.push({ doc, line, message });
      const { skip, problem } = marker(block);
      if (problem) {
        fail(problem);
        continue;
      }
      if (skip) {
        counts.skipped += 1;
        continue;
      }
      counts.checked += 1;
      const { lang, code } = block;
      if (lang in TS_LANGS) toTypeCheck.push({ doc, block });
      else if (lang === 'html') checkHtml(code, tables).forEach((m) => fail(m));
      else if (lang === 'css') checkCss(code, tables).forEach((m) => fail(m));
      else if (lang === 'json') checkJson(code).forEach((m) => fail(m));
      else if (SHELL_LANGS.has(lang)) {
        checkShell(code, tables).forEach(({ offset, message }) =>
          fail(message, block.line + offset),
        );
      } else {
        counts.checked -= 1;
        fail(
          `a "${lang || 'plain'}" block is not checked: mark it "${lang || 'text'} skip: <why>"`,
        );
      }
    }
  }
  failures.push(...typeCheck(toTypeCheck));

  let checked = 0;
  let skipped = 0;
  for (const [doc, counts] of perDoc) {
    checked += counts.checked;
    skipped += counts.skipped;
    const bad = failures.filter((f) => f.doc === doc).length;
    console.log(
      `${doc}: ${counts.checked} checked, ${counts.skipped} skipped${bad ? `, ${bad} FAILED` : ''}`,
    );
  }
  failures.sort((a, b) => (a.doc === b.doc ? a.line - b.line : a.doc < b.doc ? -1 : 1));
  for (const f of failures) console.error(`${f.doc}:${f.line}: ${f.message}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `snippets: ${checked} checked, ${skipped} skipped, ${failures.length} failures (${seconds} s)`,
  );
  process.exit(failures.length === 0 ? 0 : 1);
}

await main();
