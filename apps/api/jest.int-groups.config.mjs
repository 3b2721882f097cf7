import config from './jest.int.config.mjs';

/**
 * The integration tests as `api:int` and CI run them: the spec files in groups, each group one Jest
 * test file sharing one module registry (test/int-groups/int-groups.ts). jest.int.config.mjs runs
 * the spec files one by one, as a developer runs one of them.
 */
export default { ...config, testMatch: ['<rootDir>/test/int-groups/*.int-group.ts'], testSequencer: '<rootDir>/test/int-groups/sequencer.mjs' };
