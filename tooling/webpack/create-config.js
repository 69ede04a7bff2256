// The webpack set-up every frontend package shares; each package keeps only its federation
// boundary (name, exposes) in its own federation.config.js. A production build is two builds in
// one run: the browser's into dist/ and Node's into dist/server/ (server-config.js).
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
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
import { createServerConfig } from './server-config.js';
import { sharedSingletons } from './shared-singletons.js';
import { PageChunksPlugin } from './page-chunks-plugin.js';
import { PageStartPlugin } from './page-start-plugin.js';
import { StartupAssetsPlugin } from './startup-assets-plugin.js';

const STANDALONE_PAGE = ({ htmlWebpackPlugin }) => `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${htmlWebpackPlugin.options.title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * @param {object} options
 * @param {string} options.packageDir  the package's folder
 * @param {object} options.federation  name, exposes? (remotes) — from federation.config.js
 * @param {number} options.port        dev server port
 * @param {boolean} options.isShell
 * @param {string} options.title       page title of the standalone/dev page
 * @param {string} [options.everyPageExpose]  a remote's expose the shell draws on every page
 *                                    before the content (the catalog's header search)
 * @param {Record<string, string>} [options.pageChunks]  page → the chunk its code loads in, for a
 *                                    remote whose './routes' loads each page on its own
 */
export function createConfig(options) {
  // `webpack --env outputPath=<folder>` (scripts/release.mjs) builds elsewhere than dist/; webpack's
  // own --output-path would send both builds into one folder.
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const outputPath = env?.outputPath ?? path.join(options.packageDir, 'dist');
    // `--env ssr` in development is `npm run dev`'s build (scripts/dev.mjs): both builds, like a
    // release, for the server to render pages with. Without it, a dev server's browser build only.
    const devShop = !production && Boolean(env?.ssr);
    const browser = createBrowserConfig({ ...options, production, devShop, outputPath });
    if (!production && !devShop) return browser;
    return [browser, createServerConfig({ ...options, production, outputPath })];
  };
}

/** The browser build among what a createConfig function returns (the bench measures what pages download). */
export const browserBuild = (configs) => [configs].flat().find((config) => config.name === 'browser');

function createBrowserConfig({
  packageDir,
  federation,
  port,
  isShell,
  title,
  everyPageExpose,
  pageChunks,
  production,
  devShop,
  outputPath,
}) {
  // A remote's own page (src/index.ts) is its team's dev server; a release holds only what the
  // shop loads. Built into a release, that page would also make every chunk it imports reachable
  // from a second entry, which stops sharedWithEveryPageExpose from moving shared code into
  // remoteEntry.js (the catalog's API client came twice again).
  const ownPage = isShell || (!production && !devShop);
  return {
    name: 'browser',
    mode: production ? 'production' : 'development',
    context: packageDir,
    entry: ownPage ? { main: pageEntry({ isShell, devShop }) } : {},
    // The shop's Content-Security-Policy allows no eval, which webpack's fastest source maps need.
    devtool: production ? 'source-map' : devShop ? 'cheap-module-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      // The shell lives at the site root; a remote finds its chunks beside its remoteEntry.js,
      // wherever the registry says its release is.
      publicPath: isShell ? '/' : 'auto',
      // Entry files keep stable names (served no-cache); chunks carry a content hash (immutable).
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      // Files a module asks for by URL (the footer's payment picture, the intro video) likewise.
      assetModuleFilename: assetModuleFilename(production),
      // A remote's chunks that load after its module (a catalog page's code) give up when the
      // shell gives up on a remote (its time-out, DEFAULT_LOAD_OPTIONS in
      // shell/src/federation/load-remote-module.ts), so its slot says so instead of waiting 2 min.
      ...(isShell ? {} : { chunkLoadTimeout: 12_000 }),
      uniqueName: releaseUniqueName(federation, packageDir),
      // The Node build (server/) is written by the same run, at the same time. `npm run dev`
      // writes release.json beside its builds once, before they change again.
      clean: { keep: devShop ? /^(server(\/|$)|release\.json$)/ : /^server(\/|$)/ },
    },
    resolve: resolveOptions(production),
    module: {
      rules: [
        scriptRule(production),
        {
          test: /\.css$/,
          // Files, as the server links them into the page it renders; a dev server's page injects
          // <style> elements, which the shop's Content-Security-Policy would refuse.
          use: [production || devShop ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: ASSET_FILES, type: 'asset/resource' },
        messagesRule(),
      ],
      ...(isShell ? { parser: SHELL_URL_PARSER } : {}),
    },
    plugins: [
      new ModuleFederationPlugin({
        filename: 'remoteEntry.js',
        remotes: {},
        ...federation,
        shared: sharedSingletons(packageDir),
        // With the default 'version-first' one dead remote blanks the page before React mounts.
        shareStrategy: 'loaded-first',
        dts: false,
        // The server reads a remote's manifest to preload the chunks a page draws.
        manifest: !isShell,
        experiments: federationExperiments({ production, isShell }),
      }),
      ...(ownPage
        ? [
            new HtmlWebpackPlugin({
              // The shell has its own page; a remote's standalone page for its team is a bare frame.
              // The shell's template places its tags itself: its entry scripts start from
              // page-start.js (tooling/webpack/page-start-plugin.js).
              ...(isShell
                ? { template: path.join(packageDir, 'src/index.html'), inject: false }
                : { templateContent: STANDALONE_PAGE }),
              title,
              // The shell's entry must come before remote chunks: no async/defer reordering surprises.
              scriptLoading: 'defer',
              chunks: ['main'],
              ...(existsSync(path.join(packageDir, 'src/favicon.svg'))
                ? { favicon: path.join(packageDir, 'src/favicon.svg') }
                : {}),
            }),
          ]
        : []),
      ...(isShell
        ? [new StartupAssetsPlugin(), new PageStartPlugin(path.join(packageDir, 'src/page-start.js'))]
        : []),
      ...(pageChunks ? [new PageChunksPlugin(pageChunks)] : []),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].css',
              chunkFilename: '[name].[contenthash:10].css',
            }),
            ...precompressed(),
          ]
        : []),
      ...(devShop ? [new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].css' })] : []),
      releaseDefinePlugin(),
    ],
    ...(isShell && production ? { optimization: { splitChunks: { cacheGroups: startupLibraries() } } } : {}),
    // A build with errors writes nothing: the shop keeps its last good files while they are fixed.
    ...(devShop ? { optimization: { emitOnErrors: false } } : {}),
    ...(everyPageExpose && production
      ? {
          optimization: {
            splitChunks: { cacheGroups: sharedWithEveryPageExpose(federation.name, everyPageExpose) },
          },
        }
      : {}),
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: production ? 'errors-warnings' : 'minimal',
    devServer: {
      port,
      historyApiFallback: true,
      hot: true,
      headers: { 'access-control-allow-origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      ...(isShell ? devShellOptions() : { proxy: [backendProxy()] }),
    },
  };
}

/** `npm run dev`'s page reloads itself when a build changes (scripts/dev/reload-client.js). */
function pageEntry({ isShell, devShop }) {
  const reloadClient = fileURLToPath(new URL('../../scripts/dev/reload-client.js', import.meta.url));
  return isShell && devShop ? ['./src/index.ts', reloadClient] : './src/index.ts';
}

/**
 * Bytes the Module Federation runtime need not cost (docs/performance.md): the registry names
 * remoteEntry.js files, never manifests, so the snapshot plugin is dead weight; and in production
 * the shell carries the one copy of the runtime core, which every remote entry uses instead of its
 * own (about 23 KB gzip less per remote). Dev servers keep the full runtime so a remote's
 * standalone page still starts on its own.
 */
function federationExperiments({ production, isShell }) {
  // A remote never loads another remote (docs/architecture.md), so its bundler runtime needs no
  // code for it.
  const optimization = { disableSnapshot: true, target: 'web', ...(isShell ? {} : { disableRemote: true }) };
  if (!production) return { optimization };
  return isShell ? { optimization, provideExternalRuntime: true } : { optimization, externalRuntime: true };
}

/**
 * Each script, stylesheet and manifest also as .br (brotli's maximum, 11) and .gz (level 9),
 * written once at build time, which the server sends as they are (docs/performance.md): about 14%
 * fewer bytes than compressing per request, which can only afford a fast level. Source maps (read
 * by tools, not pages) and the shell's index.html (the server fills it in per request) are left
 * out.
 */
function precompressed() {
  const test = /\.(js|css|json|svg)$/;
  const common = { test, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

/**
 * The libraries the shell provides to the share scope, in one file instead of one per package
 * (docs/performance.md): every page needs all of them before anything draws, and on HTTP/1.1 a
 * browser fetches six files at a time, so nine small chunks cost extra round trips that one chunk
 * does not. Only the shell: a remote's copies are fall-backs, loaded one at a time and rarely.
 */
function startupLibraries() {
  // The packages of shared-singletons.js and what they import. A shared library missing here
  // still works; it only keeps a file of its own.
  const shared =
    /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|@formatjs|intl-messageformat|tslib|rxjs|zod)|shared-contracts[\\/]src)[\\/]/;
  return {
    startupLibraries: { test: shared, name: 'libraries', chunks: 'async', enforce: true },
  };
}

/**
 * Code an every-page expose shares with the remote's other exposes goes into the remote's entry
 * file, remoteEntry.js (docs/performance.md). webpack would otherwise give the other exposes a
 * shared chunk and leave the every-page expose its own copy: the catalog's Dutch messages, its root
 * and its API client came twice on every catalog page (9.4 KB). The entry file is fetched on every
 * page before any expose, and a module in it runs only when first asked for, so this costs no
 * request. (webpack cannot move them into the expose's own chunk: it is not a parent of its
 * siblings.)
 */
function sharedWithEveryPageExpose(containerName, expose) {
  // The Module Federation plugin names an expose's chunk after it: './header-search' →
  // '__federation_expose_header_search', and the entry chunk after the container.
  const exposeChunk = `__federation_expose_${expose.replace(/^\.\//, '').replace(/\W/g, '_')}`;
  const underContainer = reachedOnlyFrom(containerName);
  return {
    // The pages' messages (src/i18n/page-translations.ts), which the every-page expose does not
    // show: one chunk for the exposes that do (the catalog's pages and its quick view) instead of a
    // copy in each, which webpack makes of anything under its 20 KB split threshold.
    pageMessages: {
      name: `${containerName}-messages`,
      chunks: underContainer,
      test: /[\\/]src[\\/]i18n[\\/](page-translations\.ts|messages[\\/]nl\.json)$/,
      minSize: 0,
      minChunks: 2,
      priority: 5,
    },
    everyPageExpose: {
      name: containerName,
      chunks: underContainer,
      enforce: true,
      priority: 10,
      test: (module, { chunkGraph }) => {
        if (module.type.startsWith('css')) return false; // styles keep their own files
        const chunks = [...chunkGraph.getModuleChunksIterable(module)].filter(underContainer);
        return chunks.length > 1 && chunks.some((chunk) => chunk.name === exposeChunk);
      },
    },
  };
}

/** Whether every way to a chunk starts at the named entry (the container, not the standalone page). */
function reachedOnlyFrom(entryName) {
  const startsAtEntry = (group, seen) => {
    if (group.isInitial()) return group.name === entryName;
    if (seen.has(group)) return true; // a loop back adds no other start
    seen.add(group);
    const parents = [...group.parentsIterable];
    return parents.length > 0 && parents.every((parent) => startsAtEntry(parent, seen));
  };
  return (chunk) => [...chunk.groupsIterable].every((group) => startsAtEntry(group, new Set()));
}

/** The remotes' dev servers, as the shell's dev registry names them. */
const DEV_REMOTES = { catalog: 3101, cart: 3102, account: 3103 };

/**
 * A dev server's API calls go to the backend (BACKEND_URL, by default `npm run dev`'s address), so
 * a remote's standalone page shows the shop's real data: its loaders fetch from the page's origin.
 */
function backendProxy() {
  const target = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';
  return { context: ['/api', '/orders', '/products', '/images', '/docs'], target, changeOrigin: true };
}

/** In dev the shell proxies the API to the backend and serves a registry of the remotes' dev servers. */
function devShellOptions() {
  const contractsFile = new URL('../../shared-contracts/package.json', import.meta.url);
  const contractsVersion = JSON.parse(readFileSync(contractsFile, 'utf8')).version;
  const registry = {
    remotes: Object.fromEntries(
      Object.entries(DEV_REMOTES).map(([name, port]) => [
        name,
        { version: 'dev', entry: `http://localhost:${port}/remoteEntry.js`, contractsVersion },
      ]),
    ),
  };
  return {
    proxy: [backendProxy()],
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app.get('/remotes.json', (_request, response) => {
        response.set('cache-control', 'no-cache').json(registry);
      });
      return middlewares;
    },
  };
}
