// The checks scripts/snippets.mjs runs over the docs' code blocks (docs/packages.md
// "Snippets"): each one fails on the mistake it is there to find.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkCss,
  checkHtml,
  checkJson,
  checkShell,
  fencedBlocks,
  loadTables,
  marker,
} from '../scripts/snippets/checks.mjs';
import type { Tables } from '../scripts/snippets/checks.mjs';

let tables: Tables;
beforeAll(async () => {
  tables = await loadTables(fileURLToPath(new URL('..', import.meta.url)));
});

describe('fenced blocks and the skip marker', () => {
  const doc = [
    '# Doc',
    '```ts',
    'const a = 1;',
    '```',
    '1. a step',
    '   ```sh skip: runs on a partner machine',
    '   npm run x',
    '   ```',
    '```js skip',
    '```',
    '```ts title="x"',
    '```',
  ].join('\n');
  const blocks = fencedBlocks(doc);

  it('reads each block with its opening line, language and unindented code', () => {
    expect(blocks.map((b) => [b.line, b.lang, b.code])).toEqual([
      [2, 'ts', 'const a = 1;'],
      [6, 'sh', 'npm run x'],
      [9, 'js', ''],
      [11, 'ts', ''],
    ]);
  });

  it('takes a skip with its reason, and fails a skip without one or any other info', () => {
    expect(blocks.map(marker)).toEqual([
      {},
      { skip: 'runs on a partner machine' },
      { problem: expect.stringContaining('without a reason') },
      { problem: expect.stringContaining('unknown info string') },
    ]);
  });
});

describe('html blocks', () => {
  const element = '<avios-purchase partner="IB" language="es-ES" market="ES"></avios-purchase>';

  it('finds an element that would render configuration_missing', () => {
    expect(checkHtml(element, tables)).toEqual([
      expect.stringContaining('renders configuration_missing'),
    ]);
  });

  it('passes the element with a page configuration, from markup or configure()', () => {
    expect(
      checkHtml(`<avios-config environment="sandbox"></avios-config>${element}`, tables),
    ).toEqual([]);
    const script = '<script type="module">configure({ environment: \'sandbox\' });</script>';
    expect(checkHtml(script + element, tables)).toEqual([]);
  });

  it('finds a production configuration with no way to pay', () => {
    const config =
      '<avios-config environment="production" api-url="https://a" idp-domain="https://i"' +
      ' client-id="c" audience="a" content-space="s" content-token="t"></avios-config>';
    expect(checkHtml(config, tables)).toEqual([expect.stringContaining('payments')]);
  });

  it('finds unknown tags, attributes, bundles and events', () => {
    const page = [
      '<script type="module" src="/elements/avios-buy.js"></script>',
      '<script>document.addEventListener("avios-paid", () => {});</script>',
      '<avios-config environment="sandbox"></avios-config>',
      '<avios-purchase partnr="IB"></avios-purchase><avios-buy></avios-buy>',
    ].join('\n');
    expect(checkHtml(page, tables)).toEqual([
      expect.stringContaining('"avios-buy.js"'),
      expect.stringContaining('has no attribute "partnr"'),
      expect.stringContaining('<avios-buy> is not an element'),
      expect.stringContaining('"avios-paid"'),
    ]);
  });
});

describe('css, json and shell blocks', () => {
  it('finds unknown elements, parts and theme tokens', () => {
    const css =
      'avios-purchase::part(card nope) { --avios-color-primary: red; --avios-colour: x } avios-buy {}';
    expect(checkCss(css, tables)).toEqual([
      expect.stringContaining('<avios-buy>'),
      expect.stringContaining('"nope"'),
      expect.stringContaining('"--avios-colour"'),
    ]);
  });

  it('finds JSON that does not parse', () => {
    expect(checkJson('{"a": 1}')).toEqual([]);
    expect(checkJson('{"a": 1,}')).toEqual([expect.stringContaining('does not parse')]);
  });

  it('passes scripts, bins and files that exist', () => {
    const sh = [
      'npm start && npm test   # both',
      'npm run -w @avios/sandbox content:build',
      'VITE_BASE_PATH=/x npm run dev -w @avios/demo-host',
      'npx vitest run packages/sdk/src/rules \\',
      '  test/',
      'node scripts/snippets.mjs',
    ].join('\n');
    expect(checkShell(sh, tables)).toEqual([]);
  });

  it('finds a missing script, workspace, bin, file or test path, on its line', () => {
    const sh = [
      'npm run nope',
      'npm run build -w @avios/nope',
      'npx not-a-bin',
      'node scripts/nope.mjs',
      'npx playwright test demo-host/e2e/nope.spec.ts',
    ].join('\n');
    expect(checkShell(sh, tables)).toEqual([
      { offset: 1, message: expect.stringContaining('"nope" is not a script') },
      { offset: 2, message: expect.stringContaining('no workspace "@avios/nope"') },
      { offset: 3, message: expect.stringContaining('not-a-bin') },
      { offset: 4, message: expect.stringContaining('scripts/nope.mjs') },
      { offset: 5, message: expect.stringContaining('nope.spec.ts') },
    ]);
  });
});
