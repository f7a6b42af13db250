import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layers from './eslint-rules/layers.js';

const viewLibraries = ['react', 'react-dom', 'pixi.js', '@pixi/react', 'valtio', 'howler', 'sonner'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'bench/*.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The layers (README, 'How it is built'): each top folder of src/ imports only from those
    // listed for it, so nothing imports upwards and no two folders import from each other.
    // main.tsx, directly in src/, puts them together.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers },
    rules: {
      'layers/direction': [
        'error',
        {
          allow: {
            rules: [],
            platform: ['rules'],
            content: ['rules'],
            i18n: ['rules'],
            records: ['rules', 'platform', 'i18n'],
            state: ['rules', 'platform', 'content', 'i18n', 'records'],
            lms: ['rules', 'platform', 'i18n', 'records', 'state'],
            scenes: ['rules', 'platform', 'content', 'i18n', 'state'],
            ui: ['rules', 'platform', 'content', 'i18n', 'records', 'state', 'lms', 'scenes'],
          },
        },
      ],
      'layers/no-folder-cycle': 'error',
    },
  },
  {
    // Pure rules decide; they must not know how they are drawn, stored, heard or announced.
    files: ['src/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: viewLibraries.map((name) => ({ name, message: 'src/rules is pure: no view, store, sound or toast libraries.' })),
          patterns: [
            { group: viewLibraries.map((n) => `${n}/*`), message: 'src/rules is pure: no view, store, sound or toast libraries.' },
            { group: ['**/state/*', '**/ui/*', '**/scenes/*'], message: 'src/rules must not depend on state, ui or scenes.' },
          ],
        },
      ],
    },
  },
  {
    // The store remembers and decides nothing about looks: it knows neither the overlay nor the scenes.
    files: ['src/state/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/ui/*', '**/scenes/*'], message: 'src/state must not depend on ui or scenes (rules <- state <- scenes, ui).' }] },
      ],
    },
  },
  {
    // Scenes draw and report intent; the overlay is their sibling, not their parent.
    files: ['src/scenes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/ui/*'], message: 'src/scenes must not depend on ui (rules <- state <- scenes, ui).' }] },
      ],
    },
  },
  {
    // Tests: a forgotten `await` (an async expect, a click, a helper) lets a test end before its
    // check runs, so it passes whatever the product does. These rules need type information.
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Node scripts and Playwright specs (whose page.evaluate callbacks run in the browser).
    files: ['scripts/**/*.{js,mjs}', 'tests/e2e/**/*.{ts,mjs}', '*.config.{js,ts}', 'playwright.config.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
);
