import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { pathdeskPlugin } from './tools/lint/feature-boundaries.mjs';
import { apiLayersRule } from './tools/lint/api-layers.mjs';

// Module boundaries (docs/architecture.md): remotes never import each other or the shell; apps share code
// only through libs/, and the API and the web meet only in scope:shared libs.
const moduleBoundaries = {
  enforceBuildableLibDependency: false,
  allow: [],
  // The shell prefetches contracts' schemas subpath (a shared module of the remotes) with import();
  // its other imports of contracts are static on purpose.
  checkDynamicDependenciesExceptions: ['contracts'],
  depConstraints: [
    { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'] },
    { sourceTag: 'scope:workspace', onlyDependOnLibsWithTags: ['scope:shared'] },
    { sourceTag: 'scope:settings', onlyDependOnLibsWithTags: ['scope:shared'] },
    { sourceTag: 'scope:reports', onlyDependOnLibsWithTags: ['scope:shared'] },
    { sourceTag: 'scope:templates', onlyDependOnLibsWithTags: ['scope:shared'] },
    { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared'] },
    { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared'] },
    { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data', 'type:util'] },
    { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:data', 'type:util'] },
    { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data', 'type:util'] },
    // The API's only web-facing dependency is the contracts (type:util).
    { sourceTag: 'scope:api', notDependOnLibsWithTags: ['type:ui', 'type:data'] },
    { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  ],
};

// The project's own rules: features meet through their index.ts; the API's folders keep their layers.
const pathdesk = { rules: { ...pathdeskPlugin.rules, 'api-layers': apiLayersRule } };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '**/tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/*/test/**/*.ts', 'libs/**/src/**/*.{ts,tsx}', 'apps/e2e/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', moduleBoundaries],
    },
  },
  {
    // Tests, and the shell's test helpers, may use the shared fetch stub of tools/jest.
    plugins: { '@nx': nx },
    files: ['apps/*/src/**/*.spec.{ts,tsx}', 'libs/**/src/**/*.spec.{ts,tsx}', 'apps/shell/src/testing/**/*.{ts,tsx}'],
    rules: { '@nx/enforce-module-boundaries': ['error', { ...moduleBoundaries, allow: ['@pathdesk/testing/fetch'] }] },
  },
  {
    // Redux and i18next are the platform's own (issue 33.2): the shell does not share them with the
    // remotes, so an app or lib reaches them only through @pathdesk/web-data (types are fine).
    files: ['apps/{shell,workspace,settings,reports,templates}/src/**/*.{ts,tsx}', 'libs/web/{ui,reports,lookups}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['react-redux', 'i18next'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Through @pathdesk/web-data (StoreProvider, useAppSelector, fixedT …): the platform keeps the one copy.',
          })),
          patterns: [{ group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*'], allowTypeImports: true, message: 'Through @pathdesk/web-data: the platform keeps the one copy.' }],
        },
      ],
    },
  },
  {
    // PrimeReact's table keeps a cell until its row changes: translated cells stayed in the old language.
    files: ['apps/{shell,workspace,settings,reports,templates}/src/**/*.tsx', 'libs/web/**/src/**/*.tsx'],
    ignores: ['libs/web/ui/src/data-table.tsx', 'libs/web/ui/src/data-table.spec.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='primereact/datatable'][importKind!='type'] > ImportSpecifier[imported.name='DataTable'][importKind!='type']",
          message: "DataTable from @pathdesk/web-ui: its cells follow a language switch (PrimeReact's keep the old language).",
        },
      ],
    },
  },
  {
    // Inside an app, features meet only through each other's index.ts (tools/lint/feature-boundaries.mjs).
    plugins: { pathdesk },
    files: ['apps/*/src/features/**/*.{ts,tsx}'],
    rules: { 'pathdesk/feature-boundaries': 'error' },
  },
  {
    // The API's folders import only the folders before them in apps/api/layers.json (tools/lint/api-layers.mjs).
    plugins: { pathdesk },
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.spec.ts', 'apps/api/src/**/*.int-spec.ts'],
    rules: { 'pathdesk/api-layers': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/{shell,workspace,settings,reports,templates}/src/**/*.{ts,tsx}', 'libs/web/**/*.{ts,tsx}', 'tools/composition/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
    languageOptions: { globals: globals.browser },
  },
  {
    // NestJS injects by constructor parameter types: those imports must stay value imports.
    files: ['apps/api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
    languageOptions: { globals: globals.node },
  },
  {
    // Every route says what it answers: a type of @pathdesk/contracts, which the web's endpoint uses too.
    files: ['apps/api/src/**/*.controller.ts'],
    rules: { '@typescript-eslint/explicit-function-return-type': ['error', { allowExpressions: true }] },
  },
  {
    files: ['tools/**/*.{js,mjs,ts}', '**/*.{mjs,cjs}', '**/*.config.{js,mjs,ts}', 'apps/e2e/**/*.ts', 'apps/api/test/**/*'],
    rules: { 'no-console': 'off' },
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.spec.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
);
