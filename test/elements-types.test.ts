// The type declarations of @avios/elements, as a TypeScript host gets them: the package is
// packed as `npm publish` would, installed ALONE (no @avios/sdk, no @avios/react: it bundles
// them and lists neither) into an empty folder from the tarball, offline, and a host's files
// are type-checked by this repository's TypeScript with `skipLibCheck: false`, so every
// shipped .d.ts is checked, and `strict`. A declaration that imports a package the host does
// not have fails here (TS2307), and one whose types read as `any` fails an `@ts-expect-error`
// line. The React and Vue typings (`./jsx`, `./vue`) are checked with the host's own React
// and Vue types added (this repository's, linked into the folder). docs/packages.md
// "Dependencies". Needs a build first (`npm run build`; `npm test` builds before this step).
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(root, 'node_modules/typescript/bin/tsc');

/** A page's script: two entries (the package root and one element), the DOM's own maps. */
const PLAIN_HOST = `
import '@avios/elements/avios-purchase.js';
import { AVIOS_EVENTS, configure, type AviosReadyDetail } from '@avios/elements';

configure({ environment: 'sandbox', partner: 'BA' });
const purchase = document.createElement('avios-purchase');
purchase.partner = 'BA';
purchase.addEventListener('avios-ready', (e) => {
  const detail: AviosReadyDetail = e.detail;
  const partner: 'BA' | 'IB' | 'EI' = e.detail.partner;
  // @ts-expect-error the partner is one of the SDK's three, not any string
  const unknown: 'XX' = e.detail.partner;
  console.log(detail.language, partner, unknown, AVIOS_EVENTS);
});
purchase.addEventListener('avios-error', (e) => {
  // @ts-expect-error error codes are the SDK's catalogue and the elements' own
  if (e.detail.code === 'not_a_code') return;
  console.log(e.detail.severity, e.detail.scope);
});
document.body.append(purchase, document.createElement('avios-gift'));
void purchase.ready.then((detail) => detail.market);
`;

/** A React 19 component using the JSX typings, and the Vue typings' global components. */
const REACT_HOST = `
/// <reference types="@avios/elements/jsx" />
import { useRef } from 'react';
import type { AviosPurchaseElement } from '@avios/elements';

export function Shop() {
  const ref = useRef<AviosPurchaseElement>(null);
  return (
    <main>
      <avios-purchase ref={ref} partner="IB" api-url="https://api.example"
        onavios-ready={(e) => e.detail.partner} />
      {/* @ts-expect-error attributes take strings */}
      <avios-purchase partner={1} />
      {/* @ts-expect-error partners are BA, IB and EI */}
      <avios-gift onavios-session={(e) => e.detail.partner === 'XX'} />
    </main>
  );
}
`;
const VUE_HOST = `
/// <reference types="@avios/elements/vue" />
import type { GlobalComponents } from 'vue';

type Props<Tag extends keyof GlobalComponents> = InstanceType<GlobalComponents[Tag]>['$props'];
export const purchase: Props<'avios-purchase'> = { partner: 'IB', apiUrl: 'https://api.example' };
// @ts-expect-error props are strings
export const wrong: Props<'avios-purchase'> = { partner: 1 };
`;

const compilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: false,
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  moduleResolution: 'Bundler',
  jsx: 'react-jsx',
  // nothing from @types unless a file asks for it
  types: [],
};

let host = '';

/** Type-checks `files` in the host folder; answers tsc's exit status and output. */
function typeCheck(name: string, files: string[]) {
  const config = `tsconfig.${name}.json`;
  writeFileSync(join(host, config), JSON.stringify({ compilerOptions, files }));
  const result = spawnSync(process.execPath, [tsc, '-p', config, '--pretty', 'false'], {
    cwd: host,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('@avios/elements types in a host that installs the package alone', () => {
  beforeAll(() => {
    if (!existsSync(join(root, 'packages/elements/dist/avios-elements.d.ts'))) {
      throw new Error('packages/elements/dist is missing: run "npm run build"');
    }
    const work = mkdtempSync(join(tmpdir(), 'avios-elements-types-'));
    const pack = spawnSync(
      'npm',
      ['pack', '-w', '@avios/elements', '--json', '--pack-destination', work],
      { cwd: root, encoding: 'utf8' },
    );
    if (pack.status !== 0) throw new Error(`npm pack failed:\n${pack.stderr}`);
    const [packed] = JSON.parse(pack.stdout) as { filename: string }[];
    if (!packed) throw new Error('npm pack packed nothing');
    host = join(work, 'host');
    mkdirSync(host);
    writeFileSync(join(host, 'package.json'), '{ "private": true, "type": "module" }\n');
    // from the tarball only: the package has no dependencies to fetch
    const install = spawnSync(
      'npm',
      [
        'install',
        '--offline',
        '--no-package-lock',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        join(work, packed.filename),
      ],
      { cwd: host, encoding: 'utf8' },
    );
    if (install.status !== 0) throw new Error(`npm install failed:\n${install.stderr}`);
    writeFileSync(join(host, 'host.ts'), PLAIN_HOST);
    writeFileSync(join(host, 'react-host.tsx'), REACT_HOST);
    writeFileSync(join(host, 'vue-host.ts'), VUE_HOST);
  }, 60_000);

  afterAll(() => {
    if (host) rmSync(join(host, '..'), { recursive: true, force: true });
  });

  it('installs nothing but @avios/elements (no @avios/sdk, no @avios/react)', () => {
    const installed = readdirSync(join(host, 'node_modules')).filter((f) => !f.startsWith('.'));
    expect(installed).toEqual(['@avios']);
    expect(readdirSync(join(host, 'node_modules/@avios'))).toEqual(['elements']);
  });

  it('type-checks a page using the elements with skipLibCheck off: createElement, e.detail, configure', () => {
    const { status, output } = typeCheck('plain', ['host.ts']);
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 60_000);

  it('type-checks React 19 JSX and Vue templates with the host’s React and Vue types, skipLibCheck off', () => {
    // the host's own React and Vue (optional peer dependencies of the package)
    mkdirSync(join(host, 'node_modules/@types'), { recursive: true });
    symlinkSync(join(root, 'node_modules/@types/react'), join(host, 'node_modules/@types/react'));
    symlinkSync(join(root, 'node_modules/vue'), join(host, 'node_modules/vue'));
    const { status, output } = typeCheck('frameworks', ['react-host.tsx', 'vue-host.ts']);
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 60_000);
});
