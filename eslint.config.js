import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverImports = {
  group: ['@eventsuite/portal-server', '@eventsuite/portal-server/*', '**/portal-server/**'],
  message: 'Nothing imports the server; talk to it over HTTP through api-contract.',
};
const appImports = {
  group: ['@eventsuite/portal-app', '@eventsuite/portal-app/*', '**/portal-app/**'],
  message: 'Nothing imports portal-app; the design system in particular knows no app code.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '**/.turbo/**',
      'packages/design-system/src/radix-css/**',
      '**/.data/**',
      '.storybook/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Package boundaries (ARCHITECTURE.md section 1).
  {
    files: ['packages/design-system/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, appImports] }] },
  },
  {
    files: ['packages/portal-app/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports] }] },
  },
  {
    files: ['packages/portal-server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appImports] }] },
  },
  {
    files: ['packages/api-contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImports,
            appImports,
            { group: ['@eventsuite/design-system', 'react', 'react-*'], message: 'api-contract depends on zod only.' },
          ],
        },
      ],
    },
  },
  // Screens never call fetch: they use the typed client in src/api.
  {
    files: ['packages/portal-app/src/**/*.{ts,tsx}'],
    ignores: ['packages/portal-app/src/api/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use callEndpoint or useEndpoint from src/api.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Use callEndpoint or useEndpoint from src/api.' },
      ],
    },
  },
  // No user-facing string hard-coded in the app: every text is a message with an id.
  {
    files: ['packages/portal-app/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': 'error',
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
    },
  },
);
