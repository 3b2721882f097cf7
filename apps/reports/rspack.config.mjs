import { createWebConfig } from '../../tools/rspack/create-web-config.mjs';

export default createWebConfig({
  name: 'reports',
  projectRoot: import.meta.dirname,
  port: 4203,
  exposes: { './routes': './src/remote.tsx' },
});
