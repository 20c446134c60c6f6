#!/usr/bin/env node
// `npm start`: the sandbox services and the demo host side by side; Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const children = [];
const start = (name, args) => {
  const child = spawn('npm', args, { stdio: 'inherit' });
  child.on('exit', (code) => {
    console.log(`${name} exited (${code}); stopping the rest.`);
    for (const c of children) if (c !== child) c.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
};

start('sandbox', ['run', 'sandbox']);
if (existsSync('demo-host/index.html')) {
  start('demo-host', ['run', 'dev', '-w', '@avios/demo-host']);
  setTimeout(() => {
    console.log(
      '\nThe shop: http://localhost:5173/ (Spanish by default). Sign in as IB1000001 with password' +
        ' "avios"; pay with card 4111 1111 1111 1111 (4000 0000 0000 0002 is declined).' +
        ' More in docs/demo-host.md and docs/sandbox.md.\n',
    );
  }, 2500);
} else {
  console.log('The demo host is not built yet: only the sandbox services are starting.');
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    for (const c of children) c.kill('SIGTERM');
  });
}
