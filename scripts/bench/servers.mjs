// The servers `npm run bench` starts and stops: the sandbox (4010-4014), the built demo host
// (vite preview, 4173) and the plain HTML page of the elements (5174). They hold fixed ports:
// stop any already running there before the bench.
import { spawn } from 'node:child_process';

/** Starts the servers named (`sandbox`, `shop`, `plain`); resolves with a function stopping them. */
export function startServers(names) {
  const commands = {
    sandbox: ['npm', ['run', 'sandbox']],
    shop: ['npm', ['run', 'preview', '-w', '@avios/demo-host']],
    plain: ['node', ['examples/plain-html/serve.mjs']],
  };
  const servers = names.map((name) =>
    spawn(commands[name][0], commands[name][1], { stdio: 'ignore', detached: true }),
  );
  const stop = () =>
    servers.forEach((s) => {
      try {
        process.kill(-s.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
    });
  process.on('exit', stop);
  return stop;
}

/** Resolves when `url` answers 2xx, rejects after `ms`. */
export async function waitFor(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}
