#!/usr/bin/env node
// `node scripts/packages.mjs` (a step of `npm test`, after the build): packs @avios/sdk,
// @avios/react and @avios/elements as `npm publish` would, into a temporary folder, and checks
// each tarball (docs/packages.md):
//   - publint --strict: packaging errors and warnings (exports, files, formats, license);
//   - @arethetypeswrong/cli (attw): every entry point resolves to types that match its
//     JavaScript, for Node 10, Node 16+ (import and require) and bundlers;
//   - its contents: license, README.md, LICENSE and repository; no test files, no sources
//     where a package ships only a build; no two files with the same bytes (a chunk copied
//     per entry); `'use client'` first in every built JavaScript file of @avios/react;
//   - its manifest: `repository.url`, `homepage` and `bugs` as the root package.json's
//     (scripts/sync-manifests.mjs writes them); every `sideEffects` pattern matches a
//     shipped file, and every file holding a known side effect matches a pattern; every
//     package a shipped file imports (JavaScript or declarations) is itself, a Node built-in,
//     or in `dependencies` or `peerDependencies`: what a package bundles is not installed.
// Prints one line per package, the details of any failure after it, and exits non-zero when
// anything failed. Needs a build first (`npm run build`).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, mkdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { differing, repositoryFields } from './sync-manifests.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);

/**
 * Per package: `sideEffect`, what a built file that has a side effect at import contains (the
 * SDK's `z.config({ jitless: true })`, the elements' tag registrations), so that its
 * `sideEffects` globs are proved to cover it.
 */
const PACKAGES = [
  {
    name: '@avios/sdk',
    dir: 'packages/sdk',
    attw: [],
    useClient: false,
    sources: true,
    sideEffect: /jitless/,
  },
  { name: '@avios/react', dir: 'packages/react', attw: [], useClient: true, sources: true },
  {
    name: '@avios/elements',
    dir: 'packages/elements',
    // The elements are browser-only ES modules with no `require` entry, on purpose (one
    // <script type="module"> per page; a bundler imports them). attw's default ("strict")
    // profile would report `cjs-resolves-to-esm` for Node's require() and resolution
    // failures for Node 10, which ignores `exports`. Its documented `esm-only` profile skips
    // exactly those two checks (node10, node16 from CJS) and keeps every other one: types of
    // every subpath under Node 16+ ESM and bundler resolution. `./auth0-worker.js` is the
    // Auth0 token worker, a classic worker script served as a file (docs/elements.md "Files a
    // bundling host serves"), not a module anyone imports: it has no types by nature.
    attw: ['--profile', 'esm-only', '--exclude-entrypoints', './auth0-worker.js'],
    useClient: false,
    sources: false,
    sideEffect: /customElements\.define\(|jitless/,
  },
  {
    // the sandbox a partner runs with `npx avios-sandbox`: a command, no types to import
    name: '@avios/sandbox',
    dir: 'packages/sandbox',
    attw: [],
    useClient: false,
    sources: false,
  },
];

const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Runs a command, resolving with its exit status and combined output. */
function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0' },
      ...opts,
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (status) => resolve({ status: status ?? 1, out }));
  });
}

const files = (dir, base = '') =>
  readdirSync(join(dir, base), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(dir, join(base, e.name)) : [join(base, e.name)],
  );

/**
 * A `sideEffects` pattern as bundlers read it (webpack's rule): one without a `/` matches a
 * file name in any folder; `*` is any run of characters but `/`, `**` any number of folders.
 */
function sideEffectsPattern(pattern) {
  const glob = (pattern.includes('/') ? pattern : `**/${pattern}`).replace(/^\.\//, '');
  const source = glob
    .split(/(\*\*\/|\*\*|\*|\?)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      if (part === '?') return '[^/]';
      return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * `sideEffects` problems: a pattern that matches no shipped file, a file with a known side
 * effect that no pattern covers.
 */
function sideEffectsProblems(pkg, manifest, list, read) {
  const { sideEffects } = manifest;
  // absent or true: every file may have side effects, nothing to prove
  if (sideEffects !== false && !Array.isArray(sideEffects)) return [];
  const patterns = (sideEffects || []).map((p) => [p, sideEffectsPattern(p)]);
  const problems = patterns
    .filter(([, re]) => !list.some((file) => re.test(file)))
    .map(([p]) => `"sideEffects" pattern ${p} matches no file in the package`);
  for (const file of list.filter((f) => /\.[cm]?js$/.test(f))) {
    if (!pkg.sideEffect?.test(read(file))) continue;
    if (!patterns.some(([, re]) => re.test(file))) {
      problems.push(`${file} has side effects at import but no "sideEffects" pattern matches it`);
    }
  }
  return problems;
}

const BUILTINS = new Set(builtinModules);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Packages the shipped JavaScript and declaration files import (static, dynamic, `require`,
 * `import("x")` types, `/// <reference types>`) that the manifest does not declare: what a
 * package bundles must not be imported, and what it imports must be installed with it.
 */
function importProblems(manifest, list, read) {
  const declared = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ]);
  const undeclared = new Map();
  for (const file of list.filter((f) => /\.([cm]?js|d\.[cm]?ts)$/.test(f))) {
    const found = ts.preProcessFile(read(file), true, true);
    for (const { fileName } of [...found.importedFiles, ...found.typeReferenceDirectives]) {
      if (/^(\.|\/|node:)/.test(fileName)) continue;
      const name = packageOf(fileName);
      if (declared.has(name) || BUILTINS.has(name)) continue;
      undeclared.set(name, [...(undeclared.get(name) ?? []), file]);
    }
  }
  return [...undeclared].map(
    ([name, where]) =>
      `imports ${name} (${where[0]}${where.length > 1 ? ` and ${where.length - 1} more` : ''}), ` +
      'which is not in "dependencies" or "peerDependencies"',
  );
}

/** Problems with what a tarball holds (its folder once unpacked: `package/...`). */
function contentProblems(pkg, unpacked) {
  const problems = [];
  const manifest = JSON.parse(readFileSync(join(unpacked, 'package.json'), 'utf8'));
  if (!manifest.license) problems.push('no "license" in package.json');
  if (!manifest.repository?.url || !manifest.repository?.directory) {
    problems.push('no "repository" {type, url, directory} in package.json');
  }
  // one repository address, the root's (scripts/sync-manifests.mjs)
  for (const key of differing(manifest, repositoryFields(rootManifest, pkg.dir))) {
    problems.push(
      `"${key}" is not the root package.json's (run \`node scripts/sync-manifests.mjs\`)`,
    );
  }
  const list = files(unpacked);
  const read = (file) => readFileSync(join(unpacked, file), 'utf8');
  problems.push(...sideEffectsProblems(pkg, manifest, list, read));
  problems.push(...importProblems(manifest, list, read));
  for (const required of ['README.md', 'LICENSE']) {
    if (!list.includes(required)) problems.push(`no ${required}`);
  }
  for (const file of list) {
    if (/\.test(-d)?\.[cm]?[jt]sx?$|\.spec\.[cm]?[jt]sx?$/.test(file))
      problems.push(`test file ${file}`);
    if (!pkg.sources && file.startsWith('src/')) problems.push(`source file ${file}`);
  }
  const seen = new Map();
  for (const file of list.filter((f) => /\.[cm]?js$/.test(f))) {
    const bytes = readFileSync(join(unpacked, file));
    const hash = createHash('sha256').update(bytes).digest('hex');
    if (seen.has(hash)) problems.push(`${file} has the same bytes as ${seen.get(hash)}`);
    else seen.set(hash, file);
    if (pkg.useClient && !bytes.toString('utf8').startsWith("'use client';")) {
      problems.push(`${file} does not start with 'use client'`);
    }
  }
  return problems;
}

async function check(pkg, tarball, dest) {
  const unpacked = join(dest, pkg.dir.replace(/\//g, '-'));
  mkdirSync(unpacked, { recursive: true });
  const untar = spawnSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1']);
  const contents =
    untar.status === 0 ? contentProblems(pkg, unpacked) : [`tar failed: ${untar.stderr}`];
  const [publint, attw] = await Promise.all([
    run(bin('publint'), ['run', tarball, '--strict']),
    run(bin('attw'), [tarball, '--format', 'ascii', '--no-emoji', ...pkg.attw]),
  ]);
  return { publint, attw, contents };
}

const started = Date.now();
const dest = mkdtempSync(join(tmpdir(), 'avios-packages-'));
try {
  // one npm process packs all three; --json lists each tarball's name, sizes and files
  const pack = spawnSync(
    'npm',
    ['pack', '--json', '--pack-destination', dest, ...PACKAGES.flatMap((p) => ['-w', p.name])],
    { cwd: root, encoding: 'utf8' },
  );
  if (pack.status !== 0) {
    console.error(`npm pack failed:\n${pack.stderr}`);
    process.exit(1);
  }
  const packed = JSON.parse(pack.stdout);
  const results = await Promise.all(
    PACKAGES.map(async (pkg) => {
      const info = packed.find((p) => p.name === pkg.name);
      if (!info) return { pkg, missing: true };
      return { pkg, info, ...(await check(pkg, join(dest, info.filename), dest)) };
    }),
  );

  let failed = false;
  for (const r of results) {
    if (r.missing) {
      console.log(`${r.pkg.name}: not packed`);
      failed = true;
      continue;
    }
    const ok = r.publint.status === 0 && r.attw.status === 0 && r.contents.length === 0;
    failed ||= !ok;
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `${r.pkg.name.padEnd(16)} ${kb(r.info.size).padStart(9)} packed, ${kb(r.info.unpackedSize).padStart(10)} unpacked, ` +
        `${String(r.info.entryCount).padStart(3)} files: publint ${r.publint.status === 0 ? 'ok' : 'FAILED'}, ` +
        `attw ${r.attw.status === 0 ? 'ok' : 'FAILED'}, contents ${r.contents.length === 0 ? 'ok' : 'FAILED'}`,
    );
    if (r.publint.status !== 0) console.log(indent(r.publint.out));
    if (r.attw.status !== 0) console.log(indent(r.attw.out));
    for (const problem of r.contents) console.log(`    ${problem}`);
  }
  console.log(`packages checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (failed) {
    console.log(
      'Is the build current? `npm run build` first; docs/packages.md says what is checked.',
    );
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  rmSync(dest, { recursive: true, force: true });
}

function indent(text) {
  return text
    .trim()
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');
}
