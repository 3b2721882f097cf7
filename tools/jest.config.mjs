import { nodeProject } from '../jest.preset.mjs';

/** Tests of the repository's own rules and tools (module boundaries, CSS purge). */
export default nodeProject({ rootDir: import.meta.dirname, displayName: 'tools', testMatch: ['<rootDir>/**/*.spec.mjs'], testTimeout: 60_000 });
