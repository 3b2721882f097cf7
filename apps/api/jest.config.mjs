import { nodeProject } from '../../jest.preset.mjs';

/** Unit tests: no database, no browser. */
export default nodeProject({
  rootDir: import.meta.dirname,
  displayName: 'api',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  setupFiles: ['<rootDir>/test/setup.ts'],
});
