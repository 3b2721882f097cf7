import { nodeProject } from '../../jest.preset.mjs';

/**
 * Integration tests: the whole Nest app against a real PostgreSQL (DATABASE_URL's server, or an
 * embedded one — in memory under /dev/shm where there is room, else .data/pg-test: test/global-setup.mjs),
 * one fresh database per test file.
 */
export default nodeProject({
  rootDir: import.meta.dirname,
  displayName: 'api-int',
  testMatch: ['<rootDir>/src/**/*.int-spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  setupFiles: ['<rootDir>/test/setup.ts'],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  // A file's set-up starts the app and signs in (1 s alone, over 30 s when the machine is shared
  // with other checkouts and browsers at load 30); a hang still fails, after a minute.
  testTimeout: 60_000,
  // Three on two cores: a file's tests wait on PostgreSQL and on jobs, so a third worker fills the
  // gaps — the whole suite alone, 2026-11-28 on the quiet machine: 383 s with two, 352 s with three.
  maxWorkers: 3,
});
