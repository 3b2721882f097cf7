import { createWebConfig } from '../../tools/rspack/create-web-config.mjs';

export default createWebConfig({
  name: 'templates',
  projectRoot: import.meta.dirname,
  port: 4204,
  exposes: { './routes': './src/remote.tsx' },
});
