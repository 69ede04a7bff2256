// Builds the whole shop for production: shared-contracts and the backend (swc), then the shell and
// the three remotes (webpack, two at a time; each run builds the browser's files into dist/ and
// the Node build the server renders pages with into dist/server/), then publishes each remote as
// an immutable, versioned release folder under build/remotes/<name>/<version>/ (server/ included)
// and writes build/registry.json, the pointer naming the release in force. An unchanged package
// is not rebuilt.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FRONTENDS, root, SHARED_BUILD_INPUTS } from './lib/packages.mjs';
import { contractsVersion, publishRelease } from './lib/publish-release.mjs';
import { sourceHash } from './lib/source-hash.mjs';

const buildDir = process.env.BUILD_DIR ?? path.join(root, 'build');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function run(command, args, cwd, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} in ${cwd} failed:\n${output}`)),
    );
  });
}

async function buildNodePackage(dir) {
  const since = Date.now();
  await run(process.execPath, [path.join(root, 'scripts/swc-build.mjs')], path.join(root, dir));
  console.log(`  ✓ ${dir} compiled in ${seconds(since)}`);
}

async function buildFrontend({ dir, serverEntry }, step, total) {
  const packageDir = path.join(root, dir);
  const version = readJson(path.join(packageDir, 'package.json')).version;
  const inputs = [
    path.join(packageDir, 'src'),
    ...['webpack.config.js', 'federation.config.js', 'package.json'].map((f) => path.join(packageDir, f)),
    ...SHARED_BUILD_INPUTS.map((p) => path.join(root, p)),
  ];
  const hash = sourceHash(inputs.filter(existsSync));
  const stamp = path.join(packageDir, 'dist/.source-hash');
  const serverFile = path.join(packageDir, 'dist', serverEntry);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash && existsSync(serverFile)) {
    console.log(`  [${step}/${total}] ${dir}: unchanged, kept`);
    return;
  }
  const since = Date.now();
  console.log(`  [${step}/${total}] ${dir}: building…`);
  await run(path.join(root, 'node_modules/.bin/webpack'), ['--mode', 'production'], packageDir, {
    RIODE_RELEASE: `${dir}@${version}`,
  });
  if (!existsSync(serverFile)) throw new Error(`${dir}: the build wrote no ${serverEntry}`);
  writeFileSync(stamp, hash);
  console.log(`  [${step}/${total}] ${dir}: built in ${seconds(since)}`);
}

/** Two builds at a time: the machine has two cores. */
async function buildFrontends() {
  const queue = FRONTENDS.map((frontend, index) => ({ frontend, step: index + 1 }));
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift())
      await buildFrontend(job.frontend, job.step, FRONTENDS.length);
  };
  await Promise.all([worker(), worker()]);
}

function publish() {
  rmSync(path.join(buildDir, 'shell'), { recursive: true, force: true });
  mkdirSync(buildDir, { recursive: true });
  cpSync(path.join(root, 'shell/dist'), path.join(buildDir, 'shell'), { recursive: true });
  // The release guards compare a remote's contracts major with the one the shell was built with.
  const shellMeta = { contractsVersion: contractsVersion(), builtAt: new Date().toISOString() };
  writeFileSync(path.join(buildDir, 'shell/release.json'), JSON.stringify(shellMeta, null, 2));
  const registry = { remotes: {} };
  for (const { dir, remote } of FRONTENDS.filter((f) => f.remote)) {
    const { version: packageVersion } = readJson(path.join(root, dir, 'package.json'));
    const version = publishRelease({
      dist: path.join(root, dir, 'dist'),
      remote,
      version: packageVersion,
      buildDir,
    });
    registry.remotes[remote] = {
      version,
      entry: `/remotes/${remote}/${version}/remoteEntry.js`,
      contractsVersion: contractsVersion(),
    };
  }
  // The build's choice of releases; the server activates it at start when it is new (adopt-build).
  writeFileSync(path.join(buildDir, 'registry.json'), JSON.stringify(registry, null, 2));
  return registry;
}

console.log('Building the shop (production)…');
try {
  await buildNodePackage('shared-contracts');
  await Promise.all([buildNodePackage('backend'), buildFrontends()]);
  const registry = publish();
  for (const [name, release] of Object.entries(registry.remotes))
    console.log(`  → ${name} ${release.version}`);
  console.log(`Build finished in ${seconds(started)}.`);
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}
