// The module boundaries of DESIGN.md §1, as lint enforces them: remotes never import each other or
// the shell; apps share code only through libs/.
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

async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

test.each([
  ['a remote imports another remote', 'apps/workspace/src/probe.ts', "import { routes } from '../../settings/src/routes';\nexport const x = routes;\n"],
  ['a remote imports the shell', 'apps/reports/src/probe.ts', "import { App } from '../../shell/src/app/app';\nexport const x = App;\n"],
  ['the shell imports a remote', 'apps/shell/src/probe.ts', "import { routes } from '../../workspace/src/routes';\nexport const x = routes;\n"],
  ['the API imports a web lib', 'apps/api/src/probe.ts', "import { api } from '@pathdesk/web-data';\nexport const x = api;\n"],
])('%s fails lint', async (_case, file, code) => {
  expect(await boundaryErrors(file, code)).not.toEqual([]);
});

test('a remote importing the shared libs is fine', async () => {
  const code = "import { api } from '@pathdesk/web-data';\nimport { PageCard } from '@pathdesk/web-ui';\nimport { CASE_KINDS } from '@pathdesk/contracts';\nexport const x = [api, PageCard, CASE_KINDS];\n";
  expect(await boundaryErrors('apps/workspace/src/probe.ts', code)).toEqual([]);
});
