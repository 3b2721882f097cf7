import config from './jest.int.config.mjs';

/** Developer tools that need the app's TypeScript and a database (npm run db:diff). */
export default { ...config, displayName: 'api-tools', testMatch: ['<rootDir>/test/tools/**/*.tool-spec.ts'], maxWorkers: 1 };
