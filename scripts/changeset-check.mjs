#!/usr/bin/env node
// `node scripts/changeset-check.mjs` (a step of `npm test`, so of CI): every published package
// whose shipped source changed since the last release carries a changeset (docs/versioning.md).
//
// The last release is the last commit that wrote a package's CHANGELOG.md (`changeset version`
// does), else the commit that adopted Changesets. A change is any file under a published
// package's folder except its tests, README, CHANGELOG and the version line `changeset
// version` itself writes. It is covered by a pending `.changeset/*.md` naming the package, or
// by an empty changeset (no package in its front matter) whose text says why nothing is
// released: `npx changeset --empty`, then a line of reason.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The packages a partner installs, by folder. */
export const PUBLISHED = {
  'packages/sdk': '@avios/sdk',
  'packages/react': '@avios/react',
  'packages/elements': '@avios/elements',
  'packages/sandbox': '@avios/sandbox',
};

/** Files whose change ships nothing new: tests, the changelog, the package's own README. */
const NOT_SHIPPED =
  /(\.test(-d)?\.[cm]?[jt]sx?$|\/(e2e|__snapshots__)\/|\/CHANGELOG\.md$|\/README\.md$)/;

/**
 * One changeset file: the packages its front matter names (`"@avios/sdk": minor`) and the
 * text after it.
 */
export function parseChangeset(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return undefined;
  const packages = [
    ...match[1].matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/gm),
  ].map((m) => m[1]);
  return { packages, summary: match[2].trim() };
}

/**
 * What is wrong: packages changed without a changeset, and empty changesets without a reason.
 * `changed` lists package names; `changesets` the parsed files, by name.
 */
export function problems(changed, changesets) {
  const out = [];
  const named = new Set(changesets.flatMap(({ parsed }) => parsed?.packages ?? []));
  const waived = changesets.some(({ parsed }) => parsed && parsed.packages.length === 0);
  for (const { file, parsed } of changesets) {
    if (!parsed) out.push(`.changeset/${file}: no front matter (--- … ---)`);
    else if (parsed.packages.length === 0 && parsed.summary === '') {
      out.push(`.changeset/${file}: an empty changeset must say why nothing is released`);
    }
  }
  for (const name of changed) {
    if (!named.has(name) && !waived) {
      out.push(`${name} changed since the last release but no changeset names it (npx changeset)`);
    }
  }
  return out;
}

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

function lastRelease() {
  const changelogs = Object.keys(PUBLISHED).map((dir) => `${dir}/CHANGELOG.md`);
  const released = git('log', '-1', '--format=%H', '--', ...changelogs);
  if (released) return released;
  return git('log', '-1', '--diff-filter=A', '--format=%H', '--', '.changeset/config.json');
}

/** Whether a package.json change is more than the version line `changeset version` writes. */
function manifestChanged(base, file) {
  const diff = git('diff', '-U0', `${base}..HEAD`, '--', file);
  return diff
    .split('\n')
    .filter((l) => /^[+-](?![+-])/.test(l))
    .some((l) => !/^[+-]\s*"version":/.test(l) && !/^[+-]\s*"@avios\/[^"]+":\s*"/.test(l));
}

function changedPackages(base) {
  const files = git('diff', '--name-only', `${base}..HEAD`).split('\n').filter(Boolean);
  const changed = new Set();
  for (const [dir, name] of Object.entries(PUBLISHED)) {
    for (const file of files) {
      if (!file.startsWith(`${dir}/`) || NOT_SHIPPED.test(file)) continue;
      if (file === `${dir}/package.json` && !manifestChanged(base, file)) continue;
      changed.add(name);
    }
  }
  return [...changed];
}

function readChangesets() {
  const dir = join(root, '.changeset');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .map((file) => ({ file, parsed: parseChangeset(readFileSync(join(dir, file), 'utf8')) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let base;
  try {
    base = lastRelease();
  } catch (e) {
    console.error(`changesets: no git history to compare with (${e.message.split('\n')[0]})`);
    process.exit(1);
  }
  const changed = changedPackages(base);
  const changesets = readChangesets();
  const found = problems(changed, changesets);
  console.log(
    `changesets: since ${base.slice(0, 7)}, changed ${changed.join(', ') || 'none'}; ` +
      `${changesets.length} pending changeset(s)`,
  );
  for (const p of found) console.error(`  ${p}`);
  process.exit(found.length > 0 ? 1 : 0);
}
