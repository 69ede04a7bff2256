// `npm run release -w mfe-cart [-- --canary 50]`: builds ONE remote, publishes it as an immutable
// release folder and records it in the running server's registry (active at the next page load,
// or as a canary). The shell and the other remotes are neither rebuilt nor touched.
// RELEASE_VERSION overrides the package version (e.g. to cut 2.0.0 without editing package.json).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FRONTENDS, root } from './lib/packages.mjs';
import { publishAndRegister } from './lib/publish-release.mjs';

const started = Date.now();
const { values } = parseArgs({ options: { canary: { type: 'string' } } });
const packageDir = process.cwd();
const frontend = FRONTENDS.find((f) => path.join(root, f.dir) === packageDir && f.remote);
if (!frontend) {
  console.error('Run this in a remote package: npm run release -w mfe-catalog|mfe-cart|mfe-account');
  process.exit(2);
}
const version =
  process.env.RELEASE_VERSION ??
  JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
const buildDir = process.env.BUILD_DIR ?? path.join(root, 'build');

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// A release builds into a folder of its own, so the package's dist/ (and `npm start`) stay as they
// are. --env outputPath, not webpack's --output-path: the run makes two builds, the browser's in
// the folder and Node's in its server/ (tooling/webpack/create-config.js).
const dist = mkdtempSync(path.join(tmpdir(), `release-${frontend.remote}-`));
console.log(`Building ${frontend.dir} ${version}…`);
run(path.join(root, 'node_modules/.bin/webpack'), ['--mode', 'production', '--env', `outputPath=${dist}`], {
  cwd: packageDir,
  env: { ...process.env, RIODE_RELEASE: `${frontend.dir}@${version}`, RELEASE_VERSION: version },
});
const cli = path.join(root, 'backend/dist/cli/index.js');
if (!existsSync(cli))
  run(process.execPath, [path.join(root, 'scripts/swc-build.mjs')], { cwd: path.join(root, 'backend') });
const release = publishAndRegister({
  dist,
  remote: frontend.remote,
  version,
  buildDir,
  register: (name) => {
    console.log(
      `Published ${frontend.remote} ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s; registering…`,
    );
    const canary = values.canary ? ['--canary', values.canary] : [];
    const registered = spawnSync(
      process.execPath,
      [cli, 'register-release', frontend.remote, name, ...canary],
      {
        stdio: 'inherit',
        env: { ...process.env, BUILD_DIR: buildDir },
      },
    );
    return registered.status === 0;
  },
});
rmSync(dist, { recursive: true, force: true });
if (!release) {
  // The registry said why; a folder this run published is gone again.
  console.error(
    `The release of ${frontend.remote} was not registered; a folder this run published is removed again.`,
  );
  process.exit(1);
}
console.log(`Released ${frontend.remote} ${release} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
