import { createWebConfig } from '../../tools/rspack/create-web-config.mjs';

export default createWebConfig({
  name: 'settings',
  projectRoot: import.meta.dirname,
  port: 4202,
  exposes: { './routes': './src/remote.tsx' },
});
