// The module boundaries of docs/architecture.md, as lint enforces them: remotes never import each other or
// the shell; apps share code only through libs/; inside an app, features meet only through each
// other's index.ts (feature-boundaries.mjs); API routes declare their response types.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ESLint } from 'eslint';

const root = join(import.meta.dirname, '../..');
let eslint;

beforeAll(() => {
  // The rule reads Nx's project graph; make sure it exists (CI lints first, but not always).
  execFileSync(process.execPath, [join(root, 'node_modules/nx/dist/bin/nx.js'), 'show', 'projects'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    stdio: 'ignore',
  });
  eslint = new ESLint({ cwd: root });
});

/** The messages of one rule when `code` is linted as the file at `filePath`. */
async function ruleErrors(ruleId, filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const boundaryErrors = (filePath, code) => ruleErrors('@nx/enforce-module-boundaries', filePath, code);
const featureErrors = (filePath, code) => ruleErrors('pathdesk/feature-boundaries', filePath, code);

test.each([
  ['a remote imports another remote', 'apps/workspace/src/probe.ts', "import { routes } from '../../settings/src/routes';\nexport const x = routes;\n"],
  ['a remote imports the shell', 'apps/reports/src/probe.ts', "import { App } from '../../shell/src/app/app';\nexport const x = App;\n"],
  ['the shell imports a remote', 'apps/shell/src/probe.ts', "import { routes } from '../../workspace/src/routes';\nexport const x = routes;\n"],
  ['the API imports a web lib', 'apps/api/src/probe.ts', "import { api } from '@pathdesk/web-data';\nexport const x = api;\n"],
])('%s fails lint', async (_case, file, code) => {
  expect(await boundaryErrors(file, code)).not.toEqual([]);
});

test('a remote importing the shared libs is fine', async () => {
  const code =
    "import { api } from '@pathdesk/web-data';\nimport { PageCard } from '@pathdesk/web-ui';\nimport { CASE_KINDS } from '@pathdesk/contracts';\nexport const x = [api, PageCard, CASE_KINDS];\n";
  expect(await boundaryErrors('apps/workspace/src/probe.ts', code)).toEqual([]);
});

test.each([
  ['a file of another feature', 'apps/workspace/src/features/results/probe.ts', "import { useCase } from '../cases/case-layout';\nexport const x = useCase;\n"],
  ['a file deeper in another feature', 'apps/settings/src/features/prefixes/sub/probe.ts', "export { default as LookupPage } from '../../lookups/lookup-page';\n"],
  ['another feature by a dynamic import', 'apps/reports/src/features/index/probe.ts', "export const page = () => import('../report-list/report-list-page');\n"],
])('a feature importing %s fails lint', async (_case, file, code) => {
  expect(await featureErrors(file, code)).toEqual([expect.stringContaining('through its index.ts')]);
});

test.each([
  [
    "another feature's index",
    'apps/workspace/src/features/results/probe.ts',
    "import { useCase } from '../cases';\nimport { useCase as again } from '../cases/index';\nexport const x = [useCase, again];\n",
  ],
  [
    'its own files',
    'apps/workspace/src/features/cases/probe.ts',
    "import { CASE_TABS } from './case-kinds';\nimport { useCase } from '../cases/case-layout';\nexport const x = [CASE_TABS, useCase];\n",
  ],
  ['code of the app outside the features', 'apps/reports/src/features/index/probe.ts', "import { reportPagePath } from '../../report-pages';\nexport const x = reportPagePath;\n"],
])('a feature importing %s is fine', async (_case, file, code) => {
  expect(await featureErrors(file, code)).toEqual([]);
});

test("the app's routes may load any feature's page lazily", async () => {
  expect(await featureErrors('apps/workspace/src/routes.tsx', "export const page = () => import('./features/cases/overview-page');\n")).toEqual([]);
});

test.each([
  ['react-redux', "import { useSelector } from 'react-redux';\nexport const x = useSelector;\n"],
  ['@reduxjs/toolkit', "import { createSlice } from '@reduxjs/toolkit';\nexport const x = createSlice;\n"],
  ['@reduxjs/toolkit/query/react', "import { createApi } from '@reduxjs/toolkit/query/react';\nexport const x = createApi;\n"],
  ['i18next', "import i18next from 'i18next';\nexport const x = i18next;\n"],
])('a remote importing %s (the platform keeps the one copy) fails lint', async (_name, code) => {
  expect(await ruleErrors('@typescript-eslint/no-restricted-imports', 'apps/reports/src/probe.ts', code)).toEqual([expect.stringContaining('@pathdesk/web-data')]);
});

test('a type from Redux, and the platform itself, are fine', async () => {
  expect(
    await ruleErrors(
      '@typescript-eslint/no-restricted-imports',
      'apps/reports/src/probe.ts',
      "import type { SerializedError } from '@reduxjs/toolkit';\nexport type X = SerializedError;\n",
    ),
  ).toEqual([]);
  expect(
    await ruleErrors('@typescript-eslint/no-restricted-imports', 'libs/web/data/src/probe.ts', "import { createSlice } from '@reduxjs/toolkit';\nexport const x = createSlice;\n"),
  ).toEqual([]);
});

test('an API route without a declared response type fails lint', async () => {
  const code = 'export class ProbeController {\n  list() {\n    return { probes: [] };\n  }\n}\n';
  const typed =
    "import type { UsersResponse } from '@pathdesk/contracts';\nexport class ProbeController {\n  list(): UsersResponse {\n    return { users: [], total: 0 };\n  }\n}\n";
  const rule = '@typescript-eslint/explicit-function-return-type';
  expect(await ruleErrors(rule, 'apps/api/src/users/probe.controller.ts', code)).toHaveLength(1);
  expect(await ruleErrors(rule, 'apps/api/src/users/probe.controller.ts', typed)).toEqual([]);
});
