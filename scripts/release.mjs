#!/usr/bin/env node
// `npm run release` (docs/versioning.md): versions, builds, checks and publishes the packages
// a partner installs, as a dry run unless told otherwise.
//
//   1. version: `changeset version` applies the pending changesets (.changeset/*.md): new
//      versions, CHANGELOG.md per package, internal ranges; the lockfile follows;
//   2. build: `node scripts/build.mjs`;
//   3. check: the packed tarballs (scripts/packages.mjs: publint, attw, contents, sideEffects,
//      manifests), the size budgets (scripts/size.mjs), the elements' integrity list and the
//      built packages in Node (test/elements-integrity.test.ts, test/dist-in-node.test.ts);
//   4. publish: `npm publish --dry-run` for each package. With `--publish` (the release
//      workflow, .github/workflows/release.yml, from a CI identity) it publishes for real with
//      `--provenance`; this repository never holds a registry token.
//
// Stops at the first failing step and exits non-zero.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLISHED } from './changeset-check.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const publish = process.argv.includes('--publish');

function run(label, cmd, args) {
  console.log(`\n== ${label}: ${cmd} ${args.join(' ')}`);
  const { status } = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`release: ${label} failed (exit ${status})`);
    process.exit(status ?? 1);
  }
}

const pending = readdirSync(join(root, '.changeset')).filter(
  (f) => f.endsWith('.md') && f !== 'README.md',
);
if (pending.length > 0) {
  run('version', 'npx', ['changeset', 'version']);
  run('lockfile', 'npm', ['install', '--package-lock-only', '--no-audit', '--no-fund']);
} else {
  console.log('== version: no pending changesets, the versions stay');
}

run('build', 'node', ['scripts/build.mjs']);
run('packages', 'node', ['scripts/packages.mjs']);
run('size', 'node', ['scripts/size.mjs']);
run('built packages', 'npx', [
  'vitest',
  'run',
  'test/elements-integrity.test.ts',
  'test/dist-in-node.test.ts',
]);

for (const dir of Object.keys(PUBLISHED)) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  if (manifest.private) {
    console.log(`\n== publish: ${manifest.name} is private, skipped`);
    continue;
  }
  const args = ['publish', '-w', dir, '--access', 'public'];
  run(
    `publish ${manifest.name}@${manifest.version}`,
    'npm',
    publish ? [...args, '--provenance'] : [...args, '--dry-run'],
  );
}
console.log(`\nrelease: ${publish ? 'published' : 'dry run clean'}`);
