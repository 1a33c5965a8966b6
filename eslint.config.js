// @ts-check
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One zone per feature folder: a feature may import only itself (bulletproof-react's rule). */
function featureZones(
  featuresDir,
  message = 'Features must not import each other: compose them in app/ (web) or app.ts (server).',
) {
  if (!fs.existsSync(featuresDir)) {
    return [];
  }
  return fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({
      target: `./${featuresDir}/${d.name}`,
      from: `./${featuresDir}`,
      except: [`./${d.name}`],
      message,
    }));
}

/** Bare Node built-in names: always import them with the `node:` protocol. */
const bareBuiltins = builtinModules
  .filter((m) => !m.startsWith('_') && !m.includes(':'))
  .map((name) => ({ name, message: 'Import Node built-ins with the node: protocol.' }));

const nodeAndUi = ['node:*', 'react', 'react-dom', 'react/*', 'fastify', 'fastify/*', '@fastify/*', 'kysely', '@mui/*'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        typescript: {
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json', 'tsconfig.json'],
        },
      },
    },
    rules: {
      curly: ['error', 'all'],
      'func-style': ['error', 'declaration', { allowTypeAnnotation: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-default-export': 'error',
      'import/no-cycle': ['error', { maxDepth: 5 }],
      'no-restricted-imports': ['error', { paths: bareBuiltins }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Declaration merging (Fastify decorators) and Kysely tables are the only interfaces.
    files: ['apps/server/src/app-context.ts', 'apps/server/src/plugins/**/*.ts', 'apps/server/src/db/schema.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    // Tools that demand a default export.
    files: ['**/vite.config.ts', '**/vitest.config.ts', '**/playwright.config.ts', 'eslint.config.js'],
    rules: { 'import/no-default-export': 'off' },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: bareBuiltins,
          patterns: [{ group: nodeAndUi, message: 'The contract imports nothing from Node, DOM, React or Fastify.' }],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('apps/server/src/features'),
            ...featureZones('apps/server/src/domain', 'Domain cores must not import each other.'),
            {
              target: './apps/server/src/domain',
              from: './apps/server/src/features',
              message: 'domain/ is the lower layer the use-case folders share: it may not depend on features.',
            },
            {
              target: ['./apps/server/src/lib', './apps/server/src/plugins', './apps/server/src/db'],
              from: ['./apps/server/src/features', './apps/server/src/domain'],
              message: 'lib/, plugins/ and db/ may not depend on features or domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones('apps/web/src/features'),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features may not import the app layer.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code may not import features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Benchmarks and scripts print their results.
    files: ['bench/**/*.ts', 'scripts/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
