import { webProject } from '../../jest.preset.mjs';

export default webProject({ rootDir: import.meta.dirname, displayName: 'templates' });
