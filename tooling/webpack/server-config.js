// A package's Node build, beside its browser build (create-config.js), for rendering pages on the
// server through federation (docs/page-rendering.md). A remote's federated modules become a
// CommonJS container, dist/server/remoteEntry.js, that the shell's server bundle loads from a
// release folder on disk; the shell becomes dist/server/render-page.js, which is the federation
// host there through the runtime API (no ModuleFederationPlugin of its own). Both must render the
// very markup the browser build hydrates: see compile-alike.js for what they share.
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import path from 'node:path';
import webpack from 'webpack';
import {
  ASSET_FILES,
  assetModuleFilename,
  messagesRule,
  releaseDefinePlugin,
  releaseUniqueName,
  resolveOptions,
  scriptRule,
  SHELL_URL_PARSER,
} from './compile-alike.js';
import { sharedSingletons } from './shared-singletons.js';
import { WriteCommonJsMarkerPlugin } from './commonjs-marker-plugin.js';

/** The shell's server entry: its layout and the route's remote, rendered per request. */
export const SHELL_SERVER_ENTRY = './src/server/render-page.tsx';

/**
 * @param {object} options
 * @param {string} options.packageDir  the package's folder
 * @param {object} options.federation  name, exposes? — from federation.config.js
 * @param {boolean} options.isShell
 * @param {boolean} [options.production]  false for `npm run dev`'s build
 * @param {string} options.outputPath  the browser build's folder; this one writes server/ in it
 */
export function createServerConfig({ packageDir, federation, isShell, production = true, outputPath }) {
  return {
    name: 'server',
    // `npm run dev` builds both sides in development mode: React's development build on both, and
    // file names as the browser's development build writes them.
    mode: production ? 'production' : 'development',
    context: packageDir,
    // A remote's chunks load from disk beside its entry, on demand; the shell is one file.
    target: isShell ? 'node' : 'async-node',
    entry: isShell ? { 'render-page': SHELL_SERVER_ENTRY } : {},
    devtool: false,
    output: {
      path: path.join(outputPath, 'server'),
      // A remote's chunks are required, not read and run in a file-read callback (async-node's
      // default): a chunk that throws there is an uncaught exception that ends the whole server,
      // where a require fails the module's load, and the slot falls back.
      ...(isShell ? {} : { chunkLoading: 'require', chunkFormat: 'commonjs' }),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      // Only for the URLs of files a module imports, which must be the browser build's: the
      // shell's are '/<file>' on both sides. A remote's browser build finds its own from its
      // script's address, which Node has no way to know, so a remote importing a file by URL
      // fails to load here ("Automatic publicPath is not supported"), and the release guard
      // refuses it. No remote does; their pictures come from the API.
      publicPath: isShell ? '/' : 'auto',
      assetModuleFilename: assetModuleFilename(production),
      // Per release like the browser build's, and not the same: should both builds meet in one
      // process (a test rendering both sides), their runtimes share no globals.
      uniqueName: `${releaseUniqueName(federation, packageDir)}_server`,
      library: { type: isShell ? 'commonjs2' : 'commonjs-module' },
      // Without it, a module that threw once is served half-started to every later request.
      strictModuleExceptionHandling: true,
      clean: true,
    },
    resolve: resolveOptions(production),
    module: {
      rules: [
        scriptRule(production),
        // Styles reach the page through the browser build; here a stylesheet import is nothing
        // (or, for a CSS module, its class names, computed as the browser build computes them).
        {
          test: /\.css$/,
          loader: 'css-loader',
          options: { modules: { mode: cssModuleMode, exportOnlyLocals: true } },
        },
        { test: ASSET_FILES, type: 'asset/resource' },
        messagesRule(),
      ],
      // The browser build writes the files; this one only needs their URLs.
      generator: { 'asset/resource': { emit: false }, asset: { emit: false } },
      ...(isShell ? { parser: SHELL_URL_PARSER } : {}),
    },
    plugins: [
      ...(isShell
        ? // Everything in one file, which the server requires once at start.
          [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })]
        : [
            new ModuleFederationPlugin({
              ...federation,
              filename: 'remoteEntry.js',
              remotes: {},
              library: { type: 'commonjs-module' },
              remoteType: 'script',
              shared: sharedSingletons(packageDir),
              shareStrategy: 'loaded-first',
              dts: false,
              // Nothing reads a server build's manifest, and its mf-stats.json lists exposes in an
              // order that varies from run to run, which would change the release's content hash.
              manifest: false,
              // No @module-federation/node runtime plugin: it patches async-node's file-read chunk
              // loading (for chunks fetched over HTTP), which these builds do not use; their chunks
              // are required from the release folder (chunkLoading above).
              // Each Node entry carries its own federation runtime: no external one in Node.
              experiments: { optimization: { disableSnapshot: true, target: 'node' } },
            }),
          ]),
      releaseDefinePlugin(),
      new WriteCommonJsMarkerPlugin(),
    ],
    optimization: {
      // Read by Node, not downloaded: readable stack traces are worth more than bytes here.
      minimize: false,
      // In development too, as production does by default: a build with errors writes nothing, so
      // `npm run dev`'s server keeps rendering with the last good build while they are fixed.
      ...(production ? {} : { emitOnErrors: false }),
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

/** A stylesheet's CSS-module mode, as css-loader decides it for the browser build. */
function cssModuleMode(resourcePath) {
  return /\.module\.\w+$/i.test(resourcePath) ? 'local' : 'global';
}
