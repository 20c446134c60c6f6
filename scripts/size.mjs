#!/usr/bin/env node
// `npm run size`: builds the element bundles and prints each one's brotli size against its
// budget; exits non-zero when a bundle is over. Budgets live here, next to the numbers.
import { spawnSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

// Reference: Adyen's drop-in with card is about 70 KB brotli.
const budgets = [
  { file: 'packages/elements/dist/avios-purchase.js', limitKb: 60, what: '<avios-purchase> with everything to show priced packages' },
  { file: 'packages/elements/dist/avios-elements.js', limitKb: 90, what: 'all elements in one script' },
];

if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@avios/elements'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

let over = false;
console.log('\nbundle'.padEnd(48) + 'raw KB'.padStart(9) + 'gzip KB'.padStart(9) + 'brotli KB'.padStart(11) + 'budget'.padStart(9));
for (const b of budgets) {
  if (!existsSync(b.file)) {
    console.log(`${b.file}: missing (the build did not write it)`);
    over = true;
    continue;
  }
  const buf = readFileSync(b.file);
  const br = brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;
  const gz = gzipSync(buf, { level: 9 }).length / 1024;
  const ok = br <= b.limitKb;
  over ||= !ok;
  console.log(
    b.file.padEnd(48) +
      (buf.length / 1024).toFixed(1).padStart(9) +
      gz.toFixed(1).padStart(9) +
      br.toFixed(1).padStart(11) +
      `${b.limitKb}`.padStart(9) +
      (ok ? '  ok' : '  OVER BUDGET'),
  );
}
process.exit(over ? 1 : 0);
