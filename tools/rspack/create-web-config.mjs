// One rspack configuration for the shell and every remote, around Module Federation's own plugin.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { accessibleTheme } from './accessible-theme.mjs';
import { purgeTheme, unreachableThemeClasses } from './purge-theme.mjs';
import { RemoteReleasePlugin, appVersion } from './remote-release.mjs';
import { PLATFORM_VERSION, primeReactEntryPoints, sharedDependencies, sharedVersions } from './shared-dependencies.mjs';

const workspaceRoot = join(import.meta.dirname, '../..');
const shellVersion = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')).version;
const reactVersion = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')).devDependencies.react;
const API_ORIGIN = process.env.API_ORIGIN ?? `http://localhost:${process.env.API_PORT ?? 3000}`;

/**
 * @param {object} options
 * @param {string} options.name        federation container name (a JS identifier)
 * @param {string} options.projectRoot absolute path of the app folder
 * @param {number} options.port        dev-server port
 * @param {Record<string,string>} [options.exposes] modules a remote exposes (its manifest is exposed too)
 * @param {boolean} [options.host]     the shell: absolute public path, history fallback, themes
 */
export function createWebConfig({ name, projectRoot, port, exposes, host = false }) {
  const production = process.env.NODE_ENV === 'production';
  const dev = !production;
  const serving = process.env.RSPACK_SERVE === 'true' || process.argv.includes('serve');
  const outputPath = join(workspaceRoot, 'dist', relative(workspaceRoot, projectRoot));
  // A production remote runs only inside the shell, on the shell's federation runtime (below); in
  // development it is also a page of its own (src/bootstrap.tsx), so it keeps a runtime of its own.
  const standalone = host || dev;
  // What decides which utility classes survive (purge-css.mjs): the app's own sources and the libs
  // it is built with, not the other apps' — each remote brings the PrimeFlex classes it uses.
  const roots = sourceRoots(projectRoot);

  return {
    mode: production ? 'production' : 'development',
    context: projectRoot,
    target: 'browserslist:last 2 Chrome versions, last 2 Firefox versions, last 2 Safari versions, last 2 Edge versions',
    entry: standalone ? { main: './src/index.ts' } : {},
    // Production maps are written for decoding error reports but not named in the bundles (the API
    // does not serve them in production either).
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    output: {
      path: outputPath,
      // The shell answers deep links (/workspace/surgicals) with index.html, so its assets must be
      // absolute; a remote's assets sit beside its entry, wherever the manifest says it lives.
      publicPath: host ? '/' : 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      tsConfig: join(workspaceRoot, 'tsconfig.base.json'),
      alias: federationRuntimeAsEsm(),
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev, refresh: dev && serving } },
            },
          },
          type: 'javascript/auto',
        },
        {
          test: /\.css$/,
          oneOf: [
            {
              // Only the PrimeFlex classes the app and the libs write survive (purge-css.mjs). The shell
              // keeps every PrimeIcon: a remote's menu names its icons, and the shell draws the menu.
              test: host ? /primeflex\.min\.css$/ : /(primeflex\.min|primeicons)\.css$/,
              use: [{ loader: join(import.meta.dirname, 'purge-css-loader.mjs'), options: { roots } }],
              type: 'css/auto',
            },
            // CSS modules export one object of class names (`import styles from './x.module.css'`).
            { type: 'css/auto', parser: { namedExports: false } },
          ],
        },
        { test: /\.(woff2?|ttf|eot|svg|png|jpe?g|gif|ico)$/, type: 'asset/resource' },
        // The code that starts an app is imported for what it does (package.json marks the sources
        // free of side effects, which would leave the shell's `import './bootstrap'` out).
        { test: /[\\/]src[\\/]bootstrap\.tsx$/, sideEffects: true },
      ],
    },
    plugins: [
      // The shell is not built with the federation plugin: its runtime would be in every page's first
      // load. It starts Module Federation's runtime itself when a remote is first needed, and provides
      // the platform to the remotes (apps/shell/src/remotes/federation.ts, provided-modules.ts).
      !host &&
        new ModuleFederationPlugin({
          name,
          // Content-hashed: a release's files never change, so a host can keep several side by side
          // and the browser caches them for good (remote.json names the entry: RemoteReleasePlugin).
          filename: production && !host ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js',
          exposes: host ? exposes : { ...exposes, './manifest': './src/manifest.ts' },
          // Remote URLs come from the server's manifest at run time (apps/shell/src/remotes).
          remotes: {},
          shared: sharedDependencies({ providedByHost: !standalone }),
          shareStrategy: 'loaded-first',
          // Remotes are addressed by their remoteEntry.js, so the runtime needs no manifest/snapshot
          // support: leaving it out keeps the shell's and every remote's entry small.
          manifest: false,
          dts: false,
          experiments: {
            optimization: { disableSnapshot: true, target: 'web' },
            // One federation runtime core for the page: the shell's (it puts it on
            // globalThis._FEDERATION_RUNTIME_CORE); a production remote's entry uses it instead of
            // carrying its own copy.
            externalRuntime: !standalone,
          },
        }),
      standalone &&
        new rspack.HtmlRspackPlugin({
          template: join(projectRoot, 'src/index.html'),
          // The host's html is the SPA page; a remote's is only for running it on its own.
          filename: 'index.html',
        }),
      !host && new RemoteReleasePlugin({ name, projectRoot }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        // The shell's version is PathDesk's; a remote's is its own (its package.json).
        __APP_VERSION__: JSON.stringify(host ? shellVersion : appVersion(projectRoot)),
        // What a remote checks the shell's platform against before it runs (libs/web/ui remote-routes.tsx).
        __PLATFORM_REQUIRES__: JSON.stringify({ '@pathdesk/web-data': `^${PLATFORM_VERSION}`, react: `^${reactVersion}` }),
        // The versions of what the shell provides the remotes (apps/shell/src/remotes/provided-modules.ts).
        __SHARED__: JSON.stringify(host ? sharedVersions() : {}),
      }),
      host &&
        new rspack.CopyRspackPlugin({
          patterns: [
            themeCopy('lara-light-green', 'light', production, roots),
            themeCopy('lara-dark-green', 'dark', production, roots),
            { from: join(projectRoot, 'src/favicon.svg'), to: 'favicon.svg' },
            // Run by index.html before the first paint (no inline script: the CSP forbids it).
            { from: join(projectRoot, 'src/color-scheme.js'), to: 'color-scheme.js' },
          ],
        }),
      dev && serving && new ReactRefreshRspackPlugin(),
    ].filter(Boolean),
    optimization: { minimize: production },
    // A remote's lazily compiled chunks would call back to the page's origin (the shell's dev
    // server), which does not know them: compile everything up front.
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      port,
      hot: true,
      historyApiFallback: host,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: API_ORIGIN, changeOrigin: false }],
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}

/** The app's source folder and every lib's: what decides which utility classes an app keeps. */
function sourceRoots(projectRoot) {
  const roots = [join(projectRoot, 'src')];
  for (const group of ['libs', 'libs/web']) {
    for (const name of readdirSync(join(workspaceRoot, group))) {
      const src = join(workspaceRoot, group, name, 'src');
      if (existsSync(src)) roots.push(src);
    }
  }
  return roots;
}

/**
 * A PrimeReact theme, served as /themes/<scheme>/theme.css, with colours that pass WCAG AA contrast
 * (accessible-theme.mjs). In production without the rules of the components the platform does not
 * offer (purge-theme.mjs: neither the shell and the libs nor the platform's PrimeReact components,
 * shared-dependencies.mjs, use them) — a remote may use any platform component without a new shell;
 * the dev server serves it whole, since it does not copy it again when a source starts using another.
 */
function themeCopy(theme, scheme, purge, roots) {
  let unreachable;
  return {
    from: join(workspaceRoot, `node_modules/primereact/resources/themes/${theme}/theme.css`),
    to: `themes/${scheme}/theme.css`,
    transform: (content) => {
      const css = accessibleTheme(content.toString(), scheme);
      if (!purge) return css;
      unreachable ??= unreachableThemeClasses({
        roots,
        primeReactDir: join(workspaceRoot, 'node_modules/primereact'),
        entries: primeReactEntryPoints(),
      });
      return purgeTheme(css, unreachable);
    },
  };
}

/**
 * Rspack and the federation plugin find the federation runtime with require.resolve, i.e. its
 * CommonJS build, which nothing tree-shakes: every entry carried the snapshot and manifest code that
 * `disableSnapshot` turns off, and the plugin that hands the shell's runtime core to the remotes
 * would have added a second, CommonJS copy of that core. Point these paths at the ES module builds
 * of the same packages (the ones `import` finds), so the page has one core, tree-shaken.
 */
function federationRuntimeAsEsm() {
  const require = createRequire(import.meta.url);
  const runtimeTools = require.resolve('@module-federation/runtime-tools/bundler');
  const enhanced = require.resolve('@module-federation/enhanced/rspack');
  const requested = [
    ['@module-federation/webpack-bundler-runtime', runtimeTools],
    ['@module-federation/runtime', runtimeTools],
    ['@module-federation/inject-external-runtime-core-plugin', enhanced],
  ];
  const alias = {};
  for (const [name, from] of requested) {
    const cjs = require.resolve(name, { paths: [from] });
    const esm = cjs.replace(/\.cjs$/, '.js');
    if (cjs === esm || !existsSync(esm)) throw new Error(`No ES module build of ${name} beside ${cjs}`);
    alias[`${cjs}$`] = esm;
  }
  return alias;
}
