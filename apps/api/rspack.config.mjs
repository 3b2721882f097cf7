// Bundles the API into one ES module (dist/apps/api/main.js). Packages stay external and load from
// node_modules at run time; the workspace's own libs (@pathdesk/*) are bundled in.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rspack } from '@rspack/core';

const workspaceRoot = join(import.meta.dirname, '../..');
const { version } = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8'));
const production = process.env.NODE_ENV === 'production';
const isPackage = (request) => /^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*/.test(request) && !request.startsWith('@pathdesk/');

export default {
  mode: production ? 'production' : 'development',
  context: import.meta.dirname,
  target: 'node24',
  entry: { main: './src/main.ts' },
  devtool: 'source-map',
  output: {
    path: join(workspaceRoot, 'dist/apps/api'),
    filename: '[name].js',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
    clean: true,
  },
  externalsType: 'module-import',
  externalsPresets: { node: true },
  externals: [({ request }, callback) => (isPackage(request) ? callback(undefined, request) : callback())],
  resolve: {
    extensions: ['.ts', '.js', '.json'],
    extensionAlias: { '.js': ['.ts', '.js'] },
    tsConfig: join(workspaceRoot, 'tsconfig.base.json'),
  },
  module: {
    // Keep import.meta.url pointing at the bundle at run time (it locates the web build and fonts).
    parser: { javascript: { importMeta: false } },
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            target: 'es2023',
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true },
            keepClassNames: true,
          },
        },
        type: 'javascript/auto',
      },
    ],
  },
  // The version the health route reports.
  plugins: [new rspack.DefinePlugin({ __APP_VERSION__: JSON.stringify(version) })],
  optimization: { minimize: false, splitChunks: false },
  node: { __dirname: false, __filename: false, global: false },
  performance: { hints: false },
};
