// Federation's floor (docs/performance.md): the smallest shell and remote this repository's
// federation set-up can build, with no code of the shop in them, and the same start built without
// federation. The difference is what Module Federation costs a page before any team writes a line:
// the runtime API (registerRemotes, loadRemote) in the shell, and one container (remoteEntry.js)
// per remote. It reuses the real configs (tooling/webpack/create-config.js through
// shell/webpack.config.js, and createConfig for the remote with a remote's package.json for the
// shared versions), so the figures follow any change to the federation options. Output:
// FLOOR_OUT/{shell,remote,plain}.
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import path from 'node:path';
import shellConfig from '../../../shell/webpack.config.js';
import { browserBuild, createConfig } from '../../../tooling/webpack/create-config.js';

const here = import.meta.dirname;
const root = path.resolve(here, '../../..');

const withoutFederation = (plugins) =>
  plugins.filter(
    (plugin) =>
      !(plugin instanceof ModuleFederationPlugin) && plugin.constructor?.name !== 'ModuleFederationPlugin',
  );

export default (env, argv) => {
  const out = process.env.FLOOR_OUT;
  if (!out) throw new Error('FLOOR_OUT must name the output folder');
  const shell = browserBuild(shellConfig(env, argv));
  const remote = browserBuild(
    createConfig({
      // Any remote's package.json: it gives the shared libraries' versions, the same in every remote.
      packageDir: path.join(root, 'mfe-cart'),
      federation: { name: 'floor', exposes: { './routes': path.join(here, 'remote-routes.js') } },
      port: 0,
      isShell: false,
      title: 'floor',
    })(env, argv),
  );
  return [
    {
      ...shell,
      name: 'shell',
      entry: { main: path.join(here, 'shell-entry.js') },
      output: { ...shell.output, path: path.join(out, 'shell') },
    },
    { ...remote, name: 'remote', output: { ...remote.output, path: path.join(out, 'remote') } },
    {
      ...shell,
      name: 'plain',
      entry: { main: path.join(here, 'plain-entry.js') },
      output: { ...shell.output, path: path.join(out, 'plain'), uniqueName: 'riode_plain' },
      plugins: withoutFederation(shell.plugins),
    },
  ];
};
