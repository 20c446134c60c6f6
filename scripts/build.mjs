#!/usr/bin/env node
// `npm run build`: the library packages in dependency order (sdk, react), then the element
// bundles, then the sandbox program (`avios-sandbox`, packages/sandbox/dist/main.js). Pass
// package names to build only some: `node scripts/build.mjs @avios/sdk`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const order = [
  ['@avios/sdk', 'packages/sdk'],
  ['@avios/react', 'packages/react'],
  ['@avios/elements', 'packages/elements'],
  ['@avios/sandbox', 'packages/sandbox', 'src/main.ts'],
];
const only = process.argv.slice(2);
for (const [name, dir, entry = 'src/index.ts'] of order) {
  if (only.length && !only.includes(name)) continue;
  if (!existsSync(`${dir}/${entry}`)) {
    console.log(`${name}: no sources yet, skipped`);
    continue;
  }
  console.log(`\n== build ${name}`);
  const { status } = spawnSync('npm', ['run', 'build', '-w', name], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
