import { webProject } from '../../jest.preset.mjs';

/** The apps as the shell composes them: their real manifests against spec §2 and §6 (issue 33.1). */
export default webProject({ rootDir: import.meta.dirname, displayName: 'composition' });
