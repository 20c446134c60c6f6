// A partner runs the sandbox without cloning the repository (docs/sandbox.md "Without
// cloning"): the package is built and packed as `npm publish` would, the tarball installed into
// an empty project from the npm registry, and its `avios-sandbox` program started on free ports
// (so it never meets the sandbox a developer runs on 4010-4014) with `--origin` for a dev
// server of the partner's own. Each of the five services answers once; then it stops. Prints
// the size of the install. Needs the npm registry (its cache first: --prefer-offline).
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));
const PARTNER_ORIGIN = 'http://localhost:3000';

/** The environment of a partner's shell: none of the npm settings of a script running here. */
function partnerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^npm_/i.test(key) || /^npm_config_(registry|cache|userconfig)$/i.test(key),
    ),
  );
  delete env.NODE_OPTIONS;
  for (const key of Object.keys(env)) if (key.startsWith('SANDBOX_')) delete env[key];
  return { ...env, ...extra };
}

function run(cmd: string, args: string[], cwd: string, env = partnerEnv()) {
  const result = spawnSync(cmd, args, { cwd, env, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed (${result.status}):\n${result.stderr}`);
  }
  return result.stdout;
}

/** Ports nothing listens on now, held together while chosen so that they differ. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((done, fail) => {
          const server = createServer();
          server.once('error', fail);
          server.listen(0, '127.0.0.1', () => done(server));
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as { port: number }).port);
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  return ports;
}

/** Packages under `node_modules` (scoped ones by their own folder) and the bytes of every file. */
function installSize(dir: string): { packages: number; bytes: number } {
  let packages = 0;
  let bytes = 0;
  const walk = (path: string, parentIsNodeModules: boolean, scope: boolean) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) {
        const isScope = parentIsNodeModules && entry.name.startsWith('@');
        if ((parentIsNodeModules && !isScope && !entry.name.startsWith('.')) || scope) packages++;
        walk(full, entry.name === 'node_modules', isScope);
      } else {
        bytes += statSync(full).size;
      }
    }
  };
  walk(join(dir, 'node_modules'), true, false);
  return { packages, bytes };
}

let work: string;
let child: ChildProcess | undefined;
let output = '';

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'avios-sandbox-pack-'));
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await new Promise((done) => child?.once('exit', done));
  }
  rmSync(work, { recursive: true, force: true });
});

describe('@avios/sandbox from its tarball, without the repository', () => {
  it('installs from the registry and `avios-sandbox --origin` serves all five services on the ports asked', async () => {
    // the build, then the tarball exactly as `npm publish` would upload it
    run(join(root, 'node_modules', '.bin', 'tsup'), [], packageDir);
    const [packed] = JSON.parse(
      run('npm', ['pack', '--json', '--pack-destination', work, '-w', '@avios/sandbox'], root),
    ) as { filename: string; size: number; files: { path: string }[] }[];
    const files = packed!.files.map((f) => f.path).sort();
    expect(files.filter((f) => !f.startsWith('public/images/'))).toEqual([
      'LICENSE',
      'README.md',
      'dist/main.js',
      'fixtures/content-export.json',
      'package.json',
    ]);
    expect(files).toContain('public/images/hero-ib.svg');

    // an empty project of a partner's: the tarball and its dependencies, nothing else
    const project = join(work, 'partner');
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), '{ "name": "partner-shop", "private": true }\n');
    const started = Date.now();
    run(
      'npm',
      [
        'install',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        join(work, packed!.filename),
      ],
      project,
    );
    const { packages, bytes } = installSize(project);
    console.log(
      `@avios/sandbox: ${(packed!.size / 1024).toFixed(0)} KB tarball; installed with ` +
        `${packages} packages, ${(bytes / 1024 / 1024).toFixed(1)} MB in node_modules, ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    // oidc-provider, jose and sharp come to ~50: a build-time package slipped into
    // `dependencies` would bring hundreds
    expect(packages).toBeLessThan(80);

    const [api, idp, content, payments, reports] = await freePorts(5);
    child = spawn(
      join(project, 'node_modules', '.bin', 'avios-sandbox'),
      ['--origin', PARTNER_ORIGIN],
      {
        cwd: project,
        env: partnerEnv({
          SANDBOX_API_PORT: String(api),
          SANDBOX_IDP_PORT: String(idp),
          SANDBOX_CONTENT_PORT: String(content),
          SANDBOX_PAYMENTS_PORT: String(payments),
          SANDBOX_REPORTS_PORT: String(reports),
        }),
      },
    );
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((done) => child?.once('exit', done));
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`avios-sandbox exited:\n${output}`);
      const health = await fetch(`http://localhost:${api}/__sandbox/health`).catch(() => null);
      if (health?.ok) break;
      if (i > 150) throw new Error(`avios-sandbox did not answer in 30 s:\n${output}`);
      await new Promise((done) => setTimeout(done, 200));
    }
    expect(output).toContain('Avios sandbox ready');

    // purchase API: the partner's origin gets prices and CORS
    const prices = await fetch(
      `http://localhost:${api}/purchase/v1/products/purchase/prices/generic?partner=ba`,
      { headers: { Origin: PARTNER_ORIGIN } },
    );
    expect(prices.status).toBe(200);
    expect(prices.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
    const bands = (await prices.json()) as { price: { GBP: number } }[];
    expect(bands.length).toBeGreaterThan(0);
    expect(bands.every((b) => b.price.GBP > 0)).toBe(true);

    // identity provider: its discovery, and a sign-in may return to the partner's origin only
    const discovery = (await (
      await fetch(`http://localhost:${idp}/.well-known/openid-configuration`)
    ).json()) as { issuer: string };
    expect(discovery.issuer).toBe(`http://localhost:${idp}/`);
    const authorize = (redirectUri: string) =>
      fetch(
        `http://localhost:${idp}/authorize?` +
          new URLSearchParams({
            client_id: 'avios-ba',
            redirect_uri: redirectUri,
            response_type: 'code',
            scope: 'openid',
            code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
            code_challenge_method: 'S256',
          }),
        { redirect: 'manual' },
      );
    expect((await authorize(`${PARTNER_ORIGIN}/callback`)).status).toBe(303);
    expect((await authorize('http://localhost:3999/callback')).status).toBe(400);

    // content service: the shipped export, and the shipped images
    const entries = (await (
      await fetch(
        `http://localhost:${content}/spaces/avios-sandbox/environments/master/entries?limit=1&access_token=sandbox-delivery-token`,
      )
    ).json()) as { total: number };
    expect(entries.total).toBeGreaterThan(100);
    const image = await fetch(`http://localhost:${content}/images/hero-ib.svg?w=64&fm=webp`);
    expect(image.status).toBe(200);
    // sharp is an optional dependency: resized where it installed, the file as stored where not
    const sharpInstalled = existsIn(project, 'node_modules/sharp/package.json');
    expect(image.headers.get('content-type')).toBe(sharpInstalled ? 'image/webp' : 'image/svg+xml');

    // payments and error reports
    const session = await fetch(`http://localhost:${payments}/sessions/none`);
    expect([session.status, await session.json()]).toMatchObject([
      404,
      { error: 'session_not_found' },
    ]);
    const received = await fetch(`http://localhost:${reports}/__sandbox/reports`);
    expect([received.status, await received.json()]).toEqual([200, []]);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 240_000);
});

function existsIn(dir: string, path: string): boolean {
  try {
    return statSync(join(dir, path)).isFile();
  } catch {
    return false;
  }
}
