import { createWebConfig } from '../../tools/rspack/create-web-config.mjs';

export default createWebConfig({
  name: 'workspace',
  projectRoot: import.meta.dirname,
  port: 4201,
  exposes: { './routes': './src/remote.tsx' },
});
