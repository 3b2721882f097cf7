// The API's layers (apps/api/layers.json) as lint enforces them: a folder of apps/api/src imports
// only the folders listed before it, so no two folders import each other (tools/lint/api-layers.mjs).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { apiLayers } from './api-layers.mjs';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The api-layers messages when `code` is linted as the file at `filePath`. */
async function layerErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === 'pathdesk/api-layers').map((m) => m.message);
}

test.each([
  [
    'the case’s life imports a consumer',
    'apps/api/src/reports/probe.ts',
    "import { DispatchService } from '../dispatch/dispatch.service.js';\nexport const x = DispatchService;\n",
    "'reports' (the case's life) may not import 'dispatch' (consumers)",
  ],
  [
    'the platform imports a domain',
    'apps/api/src/audit/probe.ts',
    "import { CasesService } from '../cases/cases.service.js';\nexport const x = CasesService;\n",
    "'audit' (platform) may not import 'cases' (the case's life)",
  ],
  [
    'a folder imports one listed after it in its layer',
    'apps/api/src/cases/sql/probe.ts',
    "export { ResultsService } from '../../results/results.service.js';\n",
    "'cases' (the case's life) may not import 'results' (the case's life)",
  ],
  [
    'a domain imports the composition',
    'apps/api/src/bench/probe.ts',
    "export const load = () => import('../seed/seed.module.js');\n",
    "'bench' (the case's life) may not import 'seed' (composition)",
  ],
  [
    'reports calls a subscriber of its release (safety subscribes to report.released)',
    'apps/api/src/reports/probe.ts',
    "import { safetyOnRelease } from '../safety/release-subscriber.js';\nexport const x = safetyOnRelease;\n",
    "'reports' (the case's life) may not import 'safety' (consumers)",
  ],
  [
    'results records a screening itself (workload subscribes to result.completed)',
    'apps/api/src/results/probe.ts',
    "import { recordScreening } from '../workload/screening-record.js';\nexport const x = recordScreening;\n",
    "'results' (the case's life) may not import 'workload' (consumers)",
  ],
  [
    'jobs imports billing (billing registers with jobs, not the other way)',
    'apps/api/src/jobs/probe.ts',
    "import { InvoicesService } from '../billing/invoices.service.js';\nexport const x = InvoicesService;\n",
    "'jobs' (platform) may not import 'billing' (consumers)",
  ],
])('%s fails lint', async (_case, file, code, message) => {
  expect(await layerErrors(file, code)).toEqual([expect.stringContaining(message)]);
});

test('a folder nobody declared fails lint until it has its place', async () => {
  expect(await layerErrors('apps/api/src/registry/probe.ts', 'export const x = 1;\n')).toEqual([expect.stringContaining("'registry' is not declared in apps/api/layers.json")]);
  expect(await layerErrors('apps/api/src/cases/probe.ts', "import { x } from '../registry/probe.js';\nexport const y = x;\n")).toEqual([
    expect.stringContaining("'registry' is not declared"),
  ]);
});

test.each([
  [
    'a lower layer',
    'apps/api/src/reports/probe.ts',
    "import { CasesService } from '../cases/cases.service.js';\nimport { AuditService } from '../audit/audit.service.js';\nexport const x = [CasesService, AuditService];\n",
  ],
  ['a folder listed before it in its own layer', 'apps/api/src/auth/probe.ts', "import { UsersService } from '../users/users.service.js';\nexport const x = UsersService;\n"],
  ['its own files', 'apps/api/src/bench/http/probe.ts', "import { BlocksService } from '../blocks.service.js';\nexport const x = BlocksService;\n"],
  ['anything, from the composition', 'apps/api/src/app/probe.ts', "import { BillingModule } from '../billing/billing.module.js';\nexport const x = BillingModule;\n"],
])('importing %s is fine', async (_case, file, code) => {
  expect(await layerErrors(file, code)).toEqual([]);
});

test('tests may import across the layers', async () => {
  const code = "import { DispatchService } from '../dispatch/dispatch.service.js';\nexport const x = DispatchService;\n";
  expect(await layerErrors('apps/api/src/cases/probe.int-spec.ts', code)).toEqual([]);
  expect(await layerErrors('apps/api/src/cases/probe.spec.ts', code)).toEqual([]);
});

test('every folder and file of apps/api/src is declared once', () => {
  const declared = [...apiLayers().keys()];
  expect(new Set(declared).size).toBe(declared.length);
  const present = readdirSync(join(root, 'apps/api/src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || !/\.(spec|int-spec)\.ts$/.test(entry.name))
    .map((entry) => entry.name);
  expect(declared.toSorted()).toEqual(present.toSorted());
});
