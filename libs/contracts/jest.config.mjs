import { nodeProject } from '../../jest.preset.mjs';

export default nodeProject({ rootDir: import.meta.dirname, displayName: 'contracts' });
