import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.artifacts/**',
      'test-results/**',
      'playwright-report/**',
      'packages/sandbox/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The layers (docs/architecture.md): each package imports another only by its name, never
  // its sources; the SDK imports no UI; React and the hosts never reach the sign-in or content
  // libraries, which only the SDK wraps; screens read data through hooks, never the cache.
  ...fences(),
  {
    files: ['**/*.tsx', 'packages/react/**/*.ts', 'packages/elements/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);

/** `no-restricted-imports` per layer; tests may reach further (fakes, fixtures). */
function fences() {
  const otherSources = {
    group: ['**/packages/*/src/**', '../../*/src/**', '../../../packages/**'],
    message: 'Import another package by its name (@avios/sdk, @avios/react), never its sources.',
  };
  const ui = ['react', 'react-dom', 'preact', 'preact/*', '@avios/react', '@avios/elements'];
  const wrapped = {
    group: ['@auth0/auth0-spa-js', 'contentful', 'contentful/*'],
    message: 'Only the SDK talks to the sign-in and content libraries: use @avios/sdk.',
  };
  const queryCore = {
    group: ['@tanstack/query-core'],
    message: 'Screens read data through their hook and the SDK, never the query cache.',
  };
  const notTests = [
    '**/*.test.ts',
    '**/*.test.tsx',
    '**/*.test-d.ts',
    '**/*.test-d.tsx',
    '**/testing/**',
  ];
  const restrict = (files, patterns, paths = []) => ({
    files,
    ignores: notTests,
    rules: { 'no-restricted-imports': ['error', { patterns, paths }] },
  });
  // The SDK owns every change to the cached answers (`avios.mutations`): a screen that wrote
  // to the cache itself would skip the change's other effects and its error classification.
  const cacheWrites = {
    files: ['packages/react/src/screens/**', 'packages/elements/src/**'],
    ignores: notTests,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(setQueryData|setQueriesData|invalidateQueries|refetchQueries|removeQueries|resetQueries)$/]',
          message:
            'Screens change server state and the cache through the SDK (`avios.mutations`), never the query client.',
        },
      ],
    },
  };
  return [
    restrict(
      ['packages/sdk/src/**'],
      [otherSources, { group: ui, message: 'The SDK is framework-free: it imports no UI.' }],
    ),
    restrict(
      ['packages/react/src/**'],
      [
        otherSources,
        wrapped,
        { group: ['@avios/elements'], message: 'React screens do not depend on the elements.' },
      ],
    ),
    restrict(
      ['packages/react/src/screens/**'],
      [
        otherSources,
        wrapped,
        { group: ['@avios/elements'], message: 'React screens do not depend on the elements.' },
        queryCore,
      ],
    ),
    restrict(['packages/elements/src/**'], [otherSources, wrapped, queryCore]),
    cacheWrites,
    restrict(['demo-host/src/**', 'examples/*/src/**'], [otherSources, wrapped]),
  ];
}
