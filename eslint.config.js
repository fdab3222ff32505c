import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Every folder under apps/web/src/features, read when the config loads, so a new feature is covered
// by the layer rule below without editing this file (a glob cannot say "another folder than mine").
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-showcase/**',
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
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in src/app.',
            })),
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
    },
  },
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
    files: ['**/*.{js,mjs}', 'scripts/**', 'bench/**', '**/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/test/**', '**/__tests__/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
