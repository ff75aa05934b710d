// Lint: typescript-eslint's recommended rules on every TypeScript, Astro and script file, React's rules of
// hooks on the islands and the hook modules (use*.ts). Formatting is Prettier's (.prettierrc.json), so no rule
// here is about layout.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-*/',
      'builds/',
      'data/',
      '.astro/',
      'test-results/',
      'playwright-report/',
      'bench/.tmp/',
      'src/assets/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  { languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['**/*.tsx', 'src/**/use*.ts'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  // House style: no function over 80 lines (docs/architecture.md, "Names"). A migration is history, written once and
  // never rewritten: exempt.
  {
    files: ['src/**', 'scripts/**', 'bench/**'],
    ignores: ['src/service/db/migrations/*.server.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  // A migration works on the schema as it was at its step, not on today's types: it takes Kysely<any>, as Kysely's
  // guide does.
  {
    files: ['src/service/db/migrations.server.ts', 'src/service/db/migrations/*.server.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // The shop finds and strips control characters on purpose (typed text, terminal colours).
      'no-control-regex': 'off',
    },
  },
  // Tests and benchmarks read the service's JSON answers loosely; the contract test checks their shape.
  { files: ['tests/**', 'bench/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
