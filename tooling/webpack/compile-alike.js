// What a package's browser build and its Node build (server-config.js) compile alike. The server
// renders what the browser then hydrates, so both must see the same sources, the same parsed
// messages, the same release name and the same libraries: a difference shows up as a hydration
// mismatch, not as a build error.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';

const require = createRequire(import.meta.url);
const packageVersion = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;

/** TypeScript and JSX through swc. */
export function scriptRule(production) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/** The pages' messages, and the header's where a remote keeps them apart (src/i18n/header). */
export function messagesRule() {
  return {
    test: /[\\/]src[\\/]i18n[\\/](messages|header)[\\/][a-z]{2}\.json$/,
    loader: fileURLToPath(new URL('./precompile-messages-loader.js', import.meta.url)),
  };
}

/** Pictures and fonts a module asks for: both builds name each file alike (assetModuleFilename). */
export const ASSET_FILES = /\.(png|svg|jpe?g|webp|woff2?|mp4|webm)$/;

export const assetModuleFilename = (production) =>
  production ? '[name].[contenthash:10][ext]' : '[name][ext]';

/**
 * For the shell (public path '/'): `new URL('./picture.svg', import.meta.url).href` is the file's
 * address from the site root, '/picture.1a2b3c4d5e.svg', on both sides. By default the browser
 * build makes it absolute from the page's address and the Node build a file: URL, so the server's
 * `src` would never match the browser's at hydration.
 */
export const SHELL_URL_PARSER = { javascript: { url: 'relative' } };

/** The release a page was built from, as the shop's error reports name it. */
export function releaseDefinePlugin() {
  return new webpack.DefinePlugin({ __RIODE_RELEASE__: JSON.stringify(process.env.RIODE_RELEASE ?? 'dev') });
}

/** Per version, so two releases of one remote on a page (a fall-back) never share chunk globals. */
export function releaseUniqueName(federation, packageDir) {
  const version = process.env.RELEASE_VERSION ?? packageVersion(packageDir);
  return `${federation.name}_${version.replace(/\W/g, '_')}`;
}

export function resolveOptions(production) {
  return {
    extensions: ['.tsx', '.ts', '.js'],
    // shared-contracts is compiled from its source: a stale dist/ can never leak into a bundle.
    conditionNames: ['source', '...'],
    // The federation runtime ships ESM and CommonJS builds; webpack's bundler runtime requires
    // one and the runtime API imports the other. One file each, so the page carries one copy:
    // the ESM one, which webpack can scope-hoist so that the minifier drops the Node-only
    // loaders and the snapshot plugin this build switches off (5.8 KB gzip off main.js).
    alias: {
      '@module-federation/runtime-core$': path.join(
        path.dirname(require.resolve('@module-federation/runtime-core')),
        'index.js',
      ),
      '@module-federation/sdk$': path.join(
        path.dirname(require.resolve('@module-federation/sdk')),
        'index.js',
      ),
      // react-router's package exports name its development build only; production builds
      // take the production one (no dev warnings), also through react-router-dom, which the
      // frontends depend on and which re-exports it. Its Node and browser builds are one file.
      ...(production ? { 'react-router$': reactRouterProductionBuild() } : {}),
      // Every message arrives parsed (precompile-messages-loader.js), so the browser needs
      // react-intl's formatter without its ICU parser. A string that still reaches it (a
      // defaultMessage for a value we have no message for) is shown as it is.
      '@formatjs/icu-messageformat-parser$':
        require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
    },
  };
}

function reactRouterProductionBuild() {
  const packageDir = path.dirname(require.resolve('react-router/package.json'));
  return path.join(packageDir, 'dist/production/index.mjs');
}
