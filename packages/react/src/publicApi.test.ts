// @vitest-environment happy-dom
import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entryDeclarations, exportedNames } from '../../../scripts/exportedNames.mjs';

// The contract of the BUILT package's entry points (docs/packages.md "Entry points"): the
// root holds what a host needs to show the screens, at most ROOT_LIMIT names (values and
// types); each screen, the design system and the fake SDK for tests are subpaths. `npm test`
// builds the library packages before the unit tests run.
const ROOT_LIMIT = 40;

/** Per entry: its folder in dist and the names it must export (values, then types). */
const entries: Record<string, { dir: string; values: string[]; types: string[] }> = {
  '@avios/react': {
    dir: '',
    values: [
      'AviosProvider',
      'AviosStyles',
      'AviosErrorBoundary',
      'Layout',
      'SCREENS',
      'prefetchFirstScreen',
      'useAvios',
      'useSession',
      'useQuery',
    ],
    types: ['AviosInstance', 'AviosNavigation', 'ScreenEntry'],
  },
  '@avios/react/screens': {
    dir: 'screens/',
    values: ['PurchaseScreen', 'CheckoutScreen', 'TransactionResultScreen', 'checkoutEntry'],
    types: ['PurchaseScreenProps', 'CheckoutScreenProps'],
  },
  '@avios/react/components': {
    dir: 'components/',
    values: ['Button', 'Alert', 'ScreenFrame', 'Skeleton', 'widgetCss', 'adoptStyleSheet'],
    types: ['ButtonProps'],
  },
  '@avios/react/testing': {
    dir: 'testing/',
    values: ['createFakeAvios', 'CONTENT'],
    types: ['FakeAvios', 'FakeAviosOptions'],
  },
};

/** What is a subpath's, never the root's. */
const notAtRoot = ['PurchaseScreen', 'Button', 'widgetCss', 'createFakeAvios', 'checkoutEntry'];

// paths from strings: under happy-dom, `URL` is the DOM's, which Node's `fileURLToPath` refuses
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (file: string) => join(packageDir, 'dist', file);

async function load(file: string): Promise<Record<string, unknown>> {
  return (
    file.endsWith('.cjs')
      ? (await import('node:module')).createRequire(import.meta.url)(dist(file))
      : await import(/* @vite-ignore */ dist(file))
  ) as Record<string, unknown>;
}

// The fake SDK calls `vi.fn()` from Vitest, which is an ES module only: its CommonJS build
// is not loaded here.
const cases = Object.entries(entries).flatMap(([entry, { dir, values }]) =>
  (dir === 'testing/' ? ['index.js'] : ['index.js', 'index.cjs']).map((file) => ({
    entry,
    file: `${dir}${file}`,
    values,
  })),
);

describe('built @avios/react', () => {
  it(`keeps the root to ${ROOT_LIMIT} names or fewer, values and types counted`, () => {
    for (const file of ['index.d.ts', 'index.d.cts']) {
      const names = exportedNames(dist(file));
      expect(names.length, `${file}: ${names.join(', ')}`).toBeLessThanOrEqual(ROOT_LIMIT);
    }
  });

  it('has exactly the entry points this test names, each a folder of dist', () => {
    const declared = entryDeclarations(packageDir);
    expect(declared.map((d) => d.entry).sort()).toEqual(Object.keys(entries).sort());
    for (const { entry, file } of declared) {
      expect(file, entry).toBe(dist(`${entries[entry]?.dir}index.d.ts`));
    }
  });

  it.each(cases)('$file exports every public value of $entry', async ({ file, values }) => {
    const mod = await load(file);
    for (const name of values) expect(mod[name], name).toBeDefined();
  });

  it.each(Object.entries(entries))('%s declares each of its values and types', (_, e) => {
    for (const types of ['index.d.ts', 'index.d.cts']) {
      const names = exportedNames(dist(`${e.dir}${types}`));
      expect(names, `${e.dir}${types}`).toEqual(expect.arrayContaining([...e.values, ...e.types]));
    }
  });

  it.each(['index.js', 'index.cjs'])(
    '%s keeps screens, components and fakes off the root',
    async (file) => {
      const mod = await load(file);
      const declared = new Set(exportedNames(dist(file.replace(/\.(c?)js$/, '.d.$1ts'))));
      for (const name of notAtRoot) {
        expect(mod, name).not.toHaveProperty(name);
        expect(declared.has(name), name).toBe(false);
      }
    },
  );

  it.each(['js', 'cjs'])('a screen of the subpath reads the root provider (%s)', async (ext) => {
    const { AviosProvider } = (await load(`index.${ext}`)) as {
      AviosProvider: (props: object) => unknown;
    };
    const { NotAvailableScreen } = (await load(`screens/index.${ext}`)) as {
      NotAvailableScreen: (props: object) => unknown;
    };
    const { createFakeAvios, CONTENT } = (await load('testing/index.js')) as {
      createFakeAvios: (options: object) => unknown;
      CONTENT: object;
    };
    const avios = createFakeAvios({ content: CONTENT });
    const navigation = { location: { pathname: '/', search: '' }, navigate: () => {} };
    // one React context across the entry points: without it the screen throws "Wrap the
    // part of your app … in an <AviosProvider>"
    const view = render(
      createElement(
        AviosProvider as never,
        { avios, navigation, init: false },
        createElement(NotAvailableScreen as never, { name: 'gift' }),
      ),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    view.unmount();
  });
});
