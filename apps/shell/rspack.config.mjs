import { createWebConfig } from '../../tools/rspack/create-web-config.mjs';

export default createWebConfig({ name: 'shell', projectRoot: import.meta.dirname, port: 4200, host: true });
