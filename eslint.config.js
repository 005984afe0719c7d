import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'web/src/generated/**', '.local/**', 'artifacts/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Regular expressions see user text (uploads, resumes, mail): super-linear backtracking is a denial of service.
  // Only the rules about run time: the plugin's stylistic rules would flood the repository.
  {
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // Code that reads uploads, resumes and mail: also the regexes that are quadratic when a search
    // or replace moves along a long input (`/ +\n/g` over 200,000 spaces), and potential cases.
    files: [
      'packages/extraction/src/**/*.ts',
      'services/candidate/src/domain/resume/**/*.ts',
      'services/interviews/src/**/*.ts',
      'services/ingestion/src/**/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { ignoreSticky: false, ignorePartial: false, report: 'potential' }],
    },
  },
  {
    // The interviews extraction rules read only what serialize.ts's boundText lets through (lines of
    // at most 2,000 characters, words of at most 300, single spaces, at most 60,000 characters),
    // and they run in the reading worker under a time budget. Their patterns are super-linear on
    // unbounded input, which they never get: hostile-text.test.ts runs the worst cases. Rewriting
    // them linearly is listed as follow-up work in docs/decisions/threat-model.md.
    files: ['services/interviews/src/domain/extraction/{company,dates,domains,interview-facts,people,position,stage}.ts'],
    rules: { 'regexp/no-super-linear-backtracking': 'off', 'regexp/no-super-linear-move': 'off' },
  },
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Tests borrow another workspace's fixtures through @hiring/test-kit and its code through its
    // public entry (@hiring/<name>), never by a path into its src/ or test/ (docs/decisions/test-kit.md).
    files: [
      '{gateway,web,services/*,packages/*}/test/**/*.{ts,tsx}',
      '**/src/**/*.test.{ts,tsx}',
      'deploy/test/**/*.ts',
      'deploy/containers/**/*.ts',
      'packages/test-kit/src/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(services/[^/]+|gateway|web|packages/[^/]+)/(src|test|test-support)/',
              message: 'Import fixtures from @hiring/test-kit and code from the workspace entry (@hiring/<name>), not from its folders.',
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line scripts talk to the person running them.
    files: ['deploy/**/*.{js,mjs}'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
