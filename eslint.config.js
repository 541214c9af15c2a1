import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The dependency direction of design.md §1, enforced rather than hoped for:
// web → contract → domain and server → contract → domain; never domain → anything, never web ↔ server.
const zones = [
  { target: './src/domain', from: ['./src/contract', './src/server', './src/web'], message: 'The domain is pure: it imports nothing of ours above it.' },
  { target: './src/contract', from: ['./src/server', './src/web'], message: 'The contract is shared: it must not import the server or the web app.' },
  { target: './src/web', from: './src/server', message: 'The web app talks to the server over HTTP only.' },
  { target: './src/server', from: './src/web', message: 'The server must not import the web app.' },
];

// Feature zones (bulletproof-react): shared code (components, lib, stores) never imports a feature, and a
// feature imports another only through its public entry, `index.ts`. src/web/app is the composition root.
const features = readdirSync('./src/web/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = [
  {
    target: ['./src/web/components', './src/web/lib', './src/web/stores'],
    from: './src/web/features',
    message: 'Shared code must not import a feature; move what both need into src/web/lib, components or stores.',
  },
  ...features.map((name) => ({
    target: `./src/web/features/${name}`,
    from: './src/web/features',
    // The analysis store over several periods (multi-period.mock.ts, a test fixture the app never imports) serves other features' tests.
    except: [`./${name}`, ...features.filter((other) => other !== name).flatMap((other) => [`./${other}/index.ts`, `./${other}/multi-period.mock.ts`])],
    message: "Import another feature only through its public entry (the feature's index.ts).",
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } }, 'import/extensions': ['.ts', '.tsx', '.js'] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      curly: 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import/no-restricted-paths': ['error', { zones: [...zones, ...featureZones] }],
      'import/no-cycle': 'error',
    },
  },
  {
    // The domain stays runnable in the browser and in Node: no React, MobX, axios or node:* modules.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'mobx', 'mobx-*', 'axios', 'node:*', 'fastify', '@fastify/*', 'pg', '@electric-sql/*'],
              message: 'src/domain is pure TypeScript.',
            },
          ],
        },
      ],
    },
  },
  {
    // One notifier (style.md P9): toasts go through src/web/lib/notify.ts.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'react-toastify', message: 'Use notify from src/web/lib/notify.ts.' }] }] },
  },
);
