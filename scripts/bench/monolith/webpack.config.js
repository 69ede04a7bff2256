// The monolith build for the bench (docs/performance.md): the shop's shell with the remotes'
// exposed modules bundled in, no Module Federation at run time, so the cost of federation can be
// measured as a ratio. It reuses the shell's own webpack config (loaders, CSS, HTML page, define,
// minifier) and changes only what federation adds:
//  - no ModuleFederationPlugin (no runtime, no shared-module negotiation, no remote entries);
//  - the entry is the shell's bootstrap itself, with the shell's stylesheets src/index.ts loads:
//    the async boundary of src/index.ts exists only so shared modules can be negotiated first;
//  - shell/src/federation/{load-remote-module,start-federation}.ts are swapped for the files
//    beside this one, which import() each remote's exposed module (from its federation.config.js);
//  - page-chunks.json names, per page, the chunks the federated build's server preloads for it
//    (the page's './routes', the header's search, the page's own code), which the same server
//    then preloads for this build too: both builds get the same help, so the ratios are fair.
// Output: MONOLITH_OUT (a folder laid out like BUILD_DIR/shell). Product code is not touched.
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_PAGES } from 'shared-contracts';
import webpack from 'webpack';
import shellConfig from '../../../shell/webpack.config.js';
import { browserBuild } from '../../../tooling/webpack/create-config.js';
import { PageChunksPlugin } from '../../../tooling/webpack/page-chunks-plugin.js';

const here = import.meta.dirname;
const root = path.resolve(here, '../../..');
const REMOTE_PACKAGES = { catalog: 'mfe-catalog', cart: 'mfe-cart', account: 'mfe-account' };
const SEAM = {
  'load-remote-module': path.join(here, 'load-remote-module.js'),
  'start-federation': path.join(here, 'start-federation.js'),
};

/** Each remote's federation.config.js: its name, its exposes, and the chunk of each page (if any). */
async function federationConfigs() {
  const configs = {};
  for (const [remote, dir] of Object.entries(REMOTE_PACKAGES)) {
    configs[remote] = await import(path.join(root, dir, 'federation.config.js'));
  }
  return configs;
}

const exposeChunk = (remote, expose) => `${remote}-${expose.replace(/^\.\//, '')}`;

/**
 * Per page, what the server preloads for it in the federated build: './routes' of the page's remote,
 * the catalog's header search, and the page's own chunk (route-remotes.ts, preload-assets.ts).
 */
function monolithPageChunks(configs) {
  const pages = {};
  for (const [remote, remotePages] of Object.entries(REMOTE_PAGES)) {
    for (const page of remotePages) {
      const own = configs[remote].pageChunks?.[page];
      pages[page] = [
        exposeChunk(remote, './routes'),
        exposeChunk('catalog', './header-search'),
        ...(own ? [own] : []),
      ];
    }
  }
  return pages;
}

/** A module mapping remote → expose → () => import(the exposed file), from federation.config.js. */
async function writeExposedModules(dir, configs) {
  const lines = ['export const exposedModules = {'];
  for (const [remote, dir_] of Object.entries(REMOTE_PACKAGES)) {
    const packageDir = path.join(root, dir_);
    const { federation } = configs[remote];
    if (federation.name !== remote)
      throw new Error(`${dir_} is federated as ${federation.name}, not ${remote}`);
    lines.push(`  ${JSON.stringify(remote)}: {`);
    for (const [expose, file] of Object.entries(federation.exposes ?? {})) {
      const chunk = exposeChunk(remote, expose);
      const target = JSON.stringify(path.join(packageDir, file));
      lines.push(
        `    ${JSON.stringify(expose)}: () => import(/* webpackChunkName: "${chunk}" */ ${target}),`,
      );
    }
    lines.push('  },');
  }
  lines.push('};', '');
  const file = path.join(dir, 'exposed-modules.js');
  writeFileSync(file, lines.join('\n'));
  return file;
}

export default async (env, argv) => {
  const out = process.env.MONOLITH_OUT;
  if (!out) throw new Error('MONOLITH_OUT must name the output folder');
  const config = browserBuild(shellConfig(env, argv));
  const seamDir = mkdtempSync(path.join(tmpdir(), 'riode-monolith-seam-'));
  mkdirSync(seamDir, { recursive: true });
  const configs = await federationConfigs();
  const exposedModules = await writeExposedModules(seamDir, configs);
  const shellFederationDir = path.join(root, 'shell/src/federation');
  return {
    ...config,
    entry: { main: ['./src/styles/base.css', './src/styles/layout.css', './src/bootstrap.tsx'] },
    output: { ...config.output, path: path.resolve(out), uniqueName: 'riode_monolith' },
    resolve: {
      ...config.resolve,
      alias: { ...config.resolve?.alias, 'riode-monolith-exposes': exposedModules },
    },
    plugins: [
      ...config.plugins.filter(
        (plugin) =>
          !(plugin instanceof ModuleFederationPlugin) &&
          plugin.constructor?.name !== 'ModuleFederationPlugin',
      ),
      new PageChunksPlugin(monolithPageChunks(configs)),
      new webpack.NormalModuleReplacementPlugin(
        /(^|\/)(load-remote-module|start-federation)$/,
        (resource) => {
          const name = path.basename(resource.request);
          const from = resource.context;
          if (SEAM[name] && (from === shellFederationDir || from === path.join(root, 'shell/src')))
            resource.request = SEAM[name];
        },
      ),
      {
        apply: (compiler) =>
          compiler.hooks.shutdown.tap('riode-monolith-seam', () =>
            rmSync(seamDir, { recursive: true, force: true }),
          ),
      },
    ],
  };
};
