#!/usr/bin/env node
// `node scripts/sync-manifests.mjs` (`npm run sync-manifests`): the repository address is
// set in one place, the root package.json's `repository.url`. This writes what follows from
// it: the root's `homepage` (`<address>#readme`) and `bugs` (`<address>/issues`), and in the
// package.json of every published package (PUBLISHED in changeset-check.mjs) that is not
// private, the same `repository.url` with the package's folder as `directory`, the same
// `homepage` and the same `bugs`. `--check` writes nothing and exits 1 when a file differs.
// scripts/packages.mjs checks the packed manifests against the root the same way
// (docs/packages.md "Repository address").
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLISHED } from './changeset-check.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The web address of a repository from its `repository.url`: `git+https://host/o/r.git` is
 * `https://host/o/r`. Throws on anything but an https address.
 */
export function webAddress(url) {
  const match = /^(?:git\+)?(https:\/\/[^\s]+?)(?:\.git)?\/?$/.exec(url ?? '');
  if (!match) throw new Error(`root package.json: repository.url "${url}" is not an https URL`);
  return match[1];
}

/**
 * What the root's `repository.url` fixes in the manifest of the package in folder `dir`, or
 * in the root's own without `dir`.
 */
export function repositoryFields(rootManifest, dir) {
  const url = rootManifest.repository?.url;
  const web = webAddress(url);
  return {
    repository: { type: 'git', url, ...(dir ? { directory: dir } : {}) },
    homepage: `${web}#readme`,
    bugs: { url: `${web}/issues` },
  };
}

/** The fields of `manifest` that differ from `expected` (compared as JSON). */
export function differing(manifest, expected) {
  return Object.keys(expected).filter(
    (key) => JSON.stringify(manifest[key]) !== JSON.stringify(expected[key]),
  );
}

/**
 * `manifest` with `fields` set: a key it has keeps its place; one it lacks goes after
 * `repository` (else `license`, else `description`, else last).
 */
function withFields(manifest, fields) {
  const anchor = ['repository', 'license', 'description'].find((key) => key in manifest);
  const out = {};
  for (const [key, value] of Object.entries(manifest)) {
    out[key] = key in fields ? fields[key] : value;
    if (key !== anchor) continue;
    for (const [k, v] of Object.entries(fields)) if (!(k in manifest)) out[k] = v;
  }
  for (const [k, v] of Object.entries(fields)) if (!(k in out)) out[k] = v;
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const read = (dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const rootManifest = read('.');
  const targets = [
    ['.', rootManifest, repositoryFields(rootManifest)],
    ...Object.keys(PUBLISHED)
      .map((dir) => [dir, read(dir)])
      .filter(([, manifest]) => !manifest.private)
      .map(([dir, manifest]) => [dir, manifest, repositoryFields(rootManifest, dir)]),
  ];
  let stale = 0;
  for (const [dir, manifest, fields] of targets) {
    const keys = differing(manifest, fields);
    if (keys.length === 0) continue;
    stale++;
    const file = join(dir, 'package.json');
    if (check) {
      console.error(`${file}: ${keys.join(', ')} not as the root's repository.url says`);
    } else {
      writeFileSync(join(root, file), `${JSON.stringify(withFields(manifest, fields), null, 2)}\n`);
      console.log(`${file}: wrote ${keys.join(', ')}`);
    }
  }
  if (stale === 0)
    console.log(`manifests: ${targets.length} in line with ${rootManifest.repository.url}`);
  if (check && stale > 0) {
    console.error('Run `node scripts/sync-manifests.mjs` to write them.');
    process.exitCode = 1;
  }
}
