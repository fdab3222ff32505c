import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Folders under a path (read when lint starts, so a new module or feature is covered at once). */
const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const apiModules = foldersIn('./apps/api/src/modules/');

/** Zones that keep each folder under `base` from importing its siblings. */
const noSiblingImports = (base, folders, message) =>
  folders.map((folder) => ({ target: `${base}/${folder}`, from: base, except: [`./${folder}`], message }));

// Read when the config loads, so a new feature is covered by the layer rule below without editing
// this file (a glob cannot say "another folder than mine").
const webFeatures = foldersIn('./apps/web/src/features/');

/** One visually-hidden style, MUI's: hand-made copies came back wrong (a bare 1 in sx is 100 %). */
const visuallyHiddenOnly = {
  selector: 'Property[key.name=/^clip(Path)?$/] > Literal[value=/^(rect\\(0|inset\\(50%\\))/]',
  message: "Use visuallyHidden from '@mui/utils' for text only screen readers read.",
};

// A catalog named after a feature (`locales/en/hazards.json`) is that feature's own; the others
// (`common`, `pages`) are shared. A feature reads its own catalog, `common` and `pages`, never
// another feature's: a label two features show moves to `common` (ADR 010).
const featureNamespaces = readdirSync(new URL('./apps/web/src/locales/en/', import.meta.url))
  .map((file) => file.replace(/\.json$/, ''))
  .filter((namespace) => webFeatures.includes(namespace));

/** Selectors for every way a file names a namespace: useTranslation, `ns:` keys, `ns` options. */
const namespaceUses = (namespace) =>
  [
    `CallExpression[callee.name=/^(useTranslation|getFixedT)$/] Literal[value='${namespace}']`,
    `CallExpression[callee.property.name=/^(getFixedT|loadNamespaces)$/] Literal[value='${namespace}']`,
    `:matches(Property[key.name='ns'], JSXAttribute[name.name='ns']) Literal[value='${namespace}']`,
    `Literal[value=/^${namespace}:/]`,
    `TemplateElement[value.raw=/^${namespace}:/]`,
  ].map((selector) => ({
    selector,
    message: `The '${namespace}' catalog is the ${namespace} feature's; a label another feature shows goes in 'common'.`,
  }));

/** Per feature: the lint block that keeps it off the other features' catalogs. */
const noForeignCatalogs = webFeatures
  .map((feature) => ({ feature, foreign: featureNamespaces.filter((namespace) => namespace !== feature) }))
  .filter(({ foreign }) => foreign.length > 0)
  .map(({ feature, foreign }) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-syntax': ['error', visuallyHiddenOnly, ...foreign.flatMap(namespaceUses)] },
  }));

/** Shared folders (the shell, `lib`, `components`) read only the shared catalogs. */
const sharedNoFeatureCatalogs = {
  files: ['apps/web/src/{app,components,lib,config}/**/*.{ts,tsx}'],
  ignores: ['apps/web/src/**/__tests__/**'],
  rules: {
    'no-restricted-syntax': ['error', visuallyHiddenOnly, ...featureNamespaces.flatMap(namespaceUses)],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-showcase/**',
      '**/dist-server/**',
      '**/dist-dev/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/meta/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The service worker's own scripts (imported by the generated worker).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Layers: app → features → components/lib/config. Features never import each other or app.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...noSiblingImports(
              './apps/web/src/features',
              webFeatures,
              'Features do not import each other; compose them in src/app.',
            ),
            {
              target: [
                './apps/web/src/features',
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/config',
              ],
              from: './apps/web/src/app',
              message: 'Only src/app composes routes and layout.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: './apps/web/src/features',
              message: 'Shared code does not depend on features.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', visuallyHiddenOnly],
    },
  },
  // Replaces the rule above for features' files, so it repeats the visually-hidden selector.
  ...noForeignCatalogs,
  sharedNoFeatureCatalogs,
  {
    files: ['packages/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [{ target: './packages', from: './apps', message: 'Packages never depend on apps.' }] },
      ],
    },
  },
  {
    // Every TypeScript file: imports resolve the way this repo writes them ('./x.js' → x.ts,
    // @prepwell/* → their sources), so cycles and duplicate imports are seen across packages.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { [new URL('./scripts/eslint-resolver.cjs', import.meta.url).pathname]: {} },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js'],
      // Dependencies are never parsed: only our own files can form a cycle.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-duplicates': 'error',
    },
  },
  {
    // API layers: db and lib → plugins → modules → app.ts. A module never reaches into another
    // module; what two modules share moves down into lib/ or plugins/.
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...noSiblingImports(
              './apps/api/src/modules',
              apiModules,
              'Modules do not import each other; share through lib/ or plugins/, compose in app.ts.',
            ),
            {
              target: ['./apps/api/src/plugins', './apps/api/src/lib', './apps/api/src/db'],
              from: './apps/api/src/modules',
              message: 'Plugins, lib and db sit below the modules and never import them.',
            },
            {
              target: ['./apps/api/src/lib', './apps/api/src/db'],
              from: './apps/api/src/plugins',
              message: 'lib and db sit below the plugins and never import them.',
            },
            {
              target: [
                './apps/api/src/modules',
                './apps/api/src/plugins',
                './apps/api/src/lib',
                './apps/api/src/db',
              ],
              from: './apps/api/src/app.ts',
              message: 'Only the server entry and tests import app.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Test factories never ship: the apps' and packages' sources leave them to tests and benches.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/__tests__/**', 'packages/contract/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@prepwell/contract/testing',
              message: 'Test factories are for tests, e2e specs and benches only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'bench/**', '**/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/test/**', '**/__tests__/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
