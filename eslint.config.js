import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const HTTP_ONLY = {
  group: ['**/server/**', '**/main/**'],
  message: 'The renderer talks to the server over HTTP only.',
};

/** The server's feature modules: they build on server/common and server/database, never the reverse. */
const SERVER_FEATURES = [
  'academy',
  'admin',
  'auth',
  'commerce',
  'community',
  'content',
  'health',
  'jobs',
  'kiosks',
  'mail',
  'partners',
  'storage',
  'uploads',
];

const FEATURES = [
  'academy',
  'auth',
  'commerce',
  'community',
  'content',
  'desktop',
  'partners',
  'reader',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'out',
      'data',
      'release',
      'coverage',
      'test-results',
      // Generated: `npm run client:partner`
      'clients/partner/schema.d.ts',
      '**/*.js',
      '!eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [
      'server/**/*.ts',
      'main/**/*.ts',
      'preload/**/*.ts',
      'shared/**/*.ts',
      'renderer/**/*.{ts,tsx}',
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // The rules of hooks; the React Compiler rules of the same plugin stay off (the app is not compiled).
  {
    files: ['renderer/**/*.{ts,tsx}', 'shared/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // The server's test files share a worker's modules (vitest.config.ts,
  // `isolate: false`): a hoisted module mock would miss a module another file loaded first.
  {
    files: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'tests/server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name='mock']",
          message:
            'Test files share modules: call vi.resetModules() and vi.doMock() before importing what uses the mock, and vi.doUnmock() with vi.resetModules() in afterAll.',
        },
      ],
    },
  },
  // Import cycles, resolved like TypeScript does (`.js` specifiers name `.ts` files, `@shared/*`).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.d.ts'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          alias: { '@shared': [path.join(import.meta.dirname, 'shared')] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Direction of imports: shared/ depends on nothing of ours; the four sides never import each other.
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/server/**', '**/renderer/**', '**/main/**', '**/preload/**'] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/renderer/**', '**/main/**', '**/preload/**'] },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/main/**'] }] },
  },
  // Inside the renderer, a feature never imports another feature: app/ and pages/ compose them.
  ...FEATURES.map((feature) => ({
    files: [`renderer/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            HTTP_ONLY,
            {
              regex: `^(\\.\\./)+(features/)?(${FEATURES.filter((f) => f !== feature).join('|')})(/|$)`,
              message: 'Features do not import other features; compose them in app/ or pages/.',
            },
          ],
        },
      ],
    },
  })),
  // Building blocks below the features: components/ and lib/ never import a feature.
  {
    files: ['renderer/src/components/**/*.{ts,tsx}', 'renderer/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            HTTP_ONLY,
            {
              group: ['**/features', '**/features/**'],
              message: 'components/ and lib/ sit below the features and never import one.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['main/**/*.ts', 'preload/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/renderer/**'] }] },
  },
  // Inside the server, imports run one way: features -> common/, database/; the entity list and
  // the app module, which collect the features, sit beside them at the top of server/.
  {
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./server/common', './server/database'],
              from: SERVER_FEATURES.map((feature) => `./server/${feature}`),
              message:
                'server/common and server/database sit below the feature modules and never import one.',
            },
          ],
        },
      ],
    },
  },
);
