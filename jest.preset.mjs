// Shared Jest setup: `nodeProject` for the ESM API and node libs, `webProject` for React code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = import.meta.dirname;
const { version, devDependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const platform = JSON.parse(readFileSync(join(root, 'libs/web/data/package.json'), 'utf8')).version;
/** As the web build defines them (tools/rspack/create-web-config.mjs). */
const webGlobals = { __APP_VERSION__: version, __PLATFORM_REQUIRES__: { '@pathdesk/web-data': `^${platform}`, react: `^${devDependencies.react}` }, __SHARED__: {} };

const aliases = {
  '^@pathdesk/contracts$': join(root, 'libs/contracts/src/index.ts'),
  '^@pathdesk/contracts/schemas$': join(root, 'libs/contracts/src/schemas/index.ts'),
  '^@pathdesk/web-data$': join(root, 'libs/web/data/src/index.ts'),
  '^@pathdesk/web-ui$': join(root, 'libs/web/ui/src/index.ts'),
  '^@pathdesk/web-lookups$': join(root, 'libs/web/lookups/src/index.ts'),
  '^@pathdesk/web-reports$': join(root, 'libs/web/reports/src/index.ts'),
  '^@pathdesk/web-reports/testing$': join(root, 'libs/web/reports/src/testing/report-fixtures.ts'),
  '^@pathdesk/testing/fetch$': join(root, 'tools/jest/fetch-stub.ts'),
};

const swcTypescript = (extra) => ({
  jsc: {
    target: 'es2023',
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: {
      legacyDecorator: true,
      decoratorMetadata: true,
      react: { runtime: 'automatic' },
    },
    keepClassNames: true,
    // Keep `with { type: 'json' }` on JSON imports (Jest's ESM loader wants it).
    experimental: { keepImportAttributes: true },
  },
  ...extra,
});

/** ESM tests (NestJS 12 and MikroORM 7 are ESM-only): run with NODE_OPTIONS=--experimental-vm-modules. */
export function nodeProject({ rootDir, displayName, testMatch = ['**/*.spec.ts'], ...rest }) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'node',
    testMatch,
    extensionsToTreatAsEsm: ['.ts'],
    transform: { '^.+\\.ts$': ['@swc/jest', swcTypescript({ module: { type: 'es6' } })] },
    moduleNameMapper: { ...aliases, '^(\\.{1,2}/.*)\\.js$': '$1' },
    globals: { __APP_VERSION__: version },
    ...rest,
  };
}

/** React tests in jsdom. */
export function webProject({ rootDir, displayName, setupFilesAfterEnv = [], ...rest }) {
  return {
    displayName,
    rootDir,
    testEnvironment: 'jsdom',
    testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', swcTypescript({ module: { type: 'commonjs' } })],
    },
    moduleNameMapper: {
      ...aliases,
      '\\.(css)$': 'identity-obj-proxy',
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    setupFilesAfterEnv: [join(root, 'tools/jest/web-setup.ts'), ...setupFilesAfterEnv],
    globals: webGlobals,
    // Jest's 5 s is too tight for a test that renders a page and fills a form in jsdom: the slowest
    // take 1–1.5 s alone, 4 s when the projects share two cores, and over 20 s on a machine that is
    // busy with something else too (CI next to other checkouts and browsers: the CRUD example's
    // longest test took 20–22 s at load 30). A hang still fails, after a minute.
    testTimeout: 60_000,
    ...rest,
  };
}
