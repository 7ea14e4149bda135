// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/.data/**',
      'packages/api/src/schema.d.ts',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.work/**',
      '**/.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
    },
    settings: { 'import-x/resolver-next': [] },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Playwright fixtures call their own `use`, which is not a React hook: e2e/ is left out.
    files: ['packages/**/*.{ts,tsx}', 'apps/panel/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Playwright reads fixture dependencies from the destructuring pattern, so `{}` is how a fixture says "none".
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // @panel/ui screens never reach for the router, react-query or the API client at run time.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'Screens are prop-driven: the app owns routing.' },
            { name: 'react-router-dom', message: 'Screens are prop-driven: the app owns routing.' },
            {
              name: '@tanstack/react-query',
              message: 'Screens are prop-driven: the app owns queries.',
            },
            {
              name: '@panel/api',
              message: 'Import @panel/api types only (import type).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
