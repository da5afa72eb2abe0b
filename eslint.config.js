import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const serverImports = {
  group: ['@eventsuite/portal-server', '@eventsuite/portal-server/*', '**/portal-server/**'],
  message: 'Nothing imports the server; talk to it over HTTP through api-contract.',
};
const appImports = {
  group: ['@eventsuite/portal-app', '@eventsuite/portal-app/*', '**/portal-app/**'],
  message: 'Nothing imports portal-app; the design system in particular knows no app code.',
};

const appSource = 'packages/portal-app/src';
const features = readdirSync(`${appSource}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverSource = 'packages/portal-server/src';
const serverAreas = readdirSync(`${serverSource}/areas`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The ground floor: what every area stands on. */
const serverInfrastructure = [
  'config.ts',
  'paths.ts',
  'area.ts',
  'http',
  'db',
  'changes',
  'mail',
  'images',
  'authentication',
  'identity-provider',
].map((path) => `./${serverSource}/${path}`);
/** Above the areas: seeds and demo data, test set-up, tests of the whole app, and the app itself. */
const serverAboveAreas = ['seeds', 'testing', 'integration', 'app.ts', 'main.ts'].map(
  (path) => `./${serverSource}/${path}`,
);
const serverInfrastructureZones = [
  {
    target: serverInfrastructure,
    from: [`./${serverSource}/areas`, ...serverAboveAreas],
    message:
      'Infrastructure imports no area (nor seeds, testing or the app): let app.ts hand in what it needs as a function.',
  },
];
const serverAreaZones = [
  {
    target: `./${serverSource}/areas`,
    from: serverAboveAreas,
    message: 'Areas sit below seeds, testing, app.ts and main.ts.',
  },
];
const serverAreaFaceZones = serverAreas.map((area) => ({
  target: `./${serverSource}/areas/${area}`,
  from: `./${serverSource}/areas`,
  except: [`./${area}`, ...serverAreas.filter((other) => other !== area).map((other) => `./${other}/index.ts`)],
  message: "An area reaches another area only through that area's public face: import from '../<area>' (index.ts).",
}));

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
    files: ['packages/portal-app/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports] }] },
  },
  // The journeys talk to the product over HTTP too, but may start the server tests' harnesses of real
  // third-party services (the SAML IdP, src/testing): tools beside the server tests, not the server.
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: 'portal-server(?!/src/testing/)', message: serverImports.message }] },
      ],
    },
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
  // Screens never call fetch: they use the typed client in src/api. src/storybook is Storybook's own
  // tooling (never in the app's bundle): it reads Storybook's index.
  {
    files: ['packages/portal-app/src/**/*.{ts,tsx}'],
    ignores: ['packages/portal-app/src/api/**', 'packages/portal-app/src/storybook/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use callEndpoint or useEndpoint from src/api.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Use callEndpoint or useEndpoint from src/api.' },
      ],
    },
  },
  // No user-facing string hard-coded in the app: every text is a message with an id. Stories and
  // Storybook's own tooling (src/storybook) speak to reviewers, not to users.
  {
    files: ['packages/portal-app/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx', 'packages/portal-app/src/storybook/**'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': 'error',
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
    },
  },
  // No import cycles in the front end. Cycles are searched where they can form: within the app and
  // within the design system (packages import each other one way only, see the boundaries above).
  {
    files: [`${appSource}/**/*.{ts,tsx}`, 'packages/design-system/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads no .ts/.tsx module and so finds no cycle through one.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/portal-app/tsconfig.json', 'packages/design-system/tsconfig.json'],
          // Each package resolves its own imports with its own tsconfig; no shared references file.
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // The longest chain of the app's own modules is far below 12; packages in node_modules are not searched.
      'import-x/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }],
    },
  },
  // Layers of portal-app: a feature imports shared folders (layout, forms, api, session, route-table, ...),
  // never another feature, nor the routes and the app that compose the features.
  {
    files: [`${appSource}/features/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./${appSource}/features/${feature}`,
              from: `./${appSource}/features`,
              except: [`./${feature}`],
              message: 'A feature imports no other feature: move what they share to a shared folder (e.g. src/layout).',
            })),
            {
              target: `./${appSource}/features`,
              from: [`./${appSource}/routes`, `./${appSource}/app`],
              message:
                'Features sit below routes/ and app/: links come from src/route-table, shared parts from src/layout.',
            },
          ],
        },
      ],
    },
  },
  // Floors of portal-server (ARCHITECTURE.md section 6, CONVENTIONS.md "Adding a server area"): the
  // infrastructure on the ground floor imports no area; areas (src/areas/<area>) reach each other only
  // through an area's public face, its index.ts; seeds, test set-up, whole-app tests, app.ts and main.ts
  // stand above the areas, and nothing below imports them. No import cycles anywhere on the server.
  {
    files: [`${serverSource}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'packages/portal-server/tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...serverInfrastructureZones, ...serverAreaZones, ...serverAreaFaceZones] },
      ],
    },
  },
  // An area's own tests drive the whole app (src/testing builds it with the demo data), so they may reach
  // above the areas; what they import of another area still goes through its face.
  {
    files: [`${serverSource}/areas/**/*.test.ts`],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...serverInfrastructureZones, ...serverAreaFaceZones] }],
    },
  },
  // The shell's parts in src/layout sit below the features: what the chrome shows of a feature (the bell)
  // comes from app/ or routes/ as a slot.
  {
    files: [`${appSource}/layout/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./${appSource}/layout`,
              from: `./${appSource}/features`,
              message:
                'The layout imports no feature: take what it shows of one as a prop, given from app/ or routes/.',
            },
          ],
        },
      ],
    },
  },
);
