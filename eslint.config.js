import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['academy', 'auth', 'commerce', 'community', 'content', 'desktop', 'partners'];

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
    files: ['server/**/*.ts', 'main/**/*.ts', 'preload/**/*.ts'],
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
            {
              group: ['**/server/**', '**/main/**'],
              message: 'The renderer talks to the server over HTTP only.',
            },
            {
              regex: `^(\\.\\./)+(features/)?(${FEATURES.filter((f) => f !== feature).join('|')})(/|$)`,
              message: 'Features do not import other features; compose them in app/ or pages/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['main/**/*.ts', 'preload/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/renderer/**'] }] },
  },
);
