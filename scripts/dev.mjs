// `npm run dev`: the shop as production serves it (every page rendered on the server through
// federation, then hydrated), from development builds that follow every change. Each frontend
// builds for the browser and for Node in watch mode into build-dev/ (laid out like build/); the
// backend serves and renders that folder, and restarts when its code or a server build changes;
// a small proxy on the printed address holds requests while it does, and tells open pages to reload.
// docs/page-rendering.md ("In development") says why it is put together this way.
import { fork } from 'node:child_process';
import path from 'node:path';
import { watch } from 'chokidar';
import { FRONTENDS, root } from './lib/packages.mjs';
import { compilePackage, createBackend, warmUp } from './dev/backend-process.mjs';
import { outputPathOf, prepareDevFolder, writeDevRegistry } from './dev/dev-build-folder.mjs';
import { createDevProxy } from './dev/dev-proxy.mjs';
import { labelLines } from './dev/output.mjs';

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const devDir = process.env.DEV_BUILD_DIR ?? path.join(root, 'build-dev');
const address = `http://${['127.0.0.1', '0.0.0.0', '::'].includes(host) ? 'localhost' : host}:${port}/`;

/** A change settles this long after the last build ended, so one save is one reload. */
const SETTLE_MS = 150;
let shuttingDown = false;

const proxy = createDevProxy();
await new Promise((resolve) => {
  proxy.server.once('error', (error) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `✗ Port ${port} is in use (another server?). Choose another: PORT=3005 npm run dev`
        : `✗ The dev server could not listen on ${host}:${port}: ${error.message}`,
    );
    process.exit(1);
  });
  proxy.server.listen(port, host, resolve);
});
console.log(
  `Building the shop for development into ${path.relative(root, devDir)}/ (${address} waits for it)…`,
);
prepareDevFolder(devDir);

const backend = createBackend({
  env: {
    ...process.env,
    NODE_ENV: 'development',
    BUILD_DIR: devDir,
    // A database of its own: its registry names the "dev" releases, which only build-dev/ holds.
    DATA_DIR: process.env.DEV_DATA_DIR ?? path.join(devDir, 'data'),
    DATABASE_URL: undefined,
    HOST: '127.0.0.1',
    PORT: '0',
    // Links in emails point at the address the developer opens, not the backend's own port.
    PUBLIC_URL: process.env.PUBLIC_URL ?? address,
  },
  onExit: (code) => stopped(`The backend stopped (exit code ${code})`),
});

// What changed since the page was last reloaded.
const pending = { browser: false, server: false, backend: false, contracts: false };
let firstStart = true;
let changedAt = started;

// The Node packages, compiled by swc: the contracts first, as the backend's code imports their
// dist/. A package compiles again when it changed, or until it compiles after a failure.
const NODE_PACKAGES = [
  ['shared-contracts', 'contracts'],
  ['backend', 'backend'],
];
const compiled = { contracts: false, backend: false };
async function compileNodePackages(changes) {
  for (const [dir, key] of NODE_PACKAGES) {
    if (compiled[key] && !changes[key]) continue;
    const since = Date.now();
    const result = await compilePackage(dir);
    compiled[key] = result.ok;
    if (!result.ok) return { dir, output: result.output };
    console.log(`[${dir}] compiled in ${seconds(since)}`);
  }
  return undefined;
}
let firstCompile = compileNodePackages({});

// Each frontend's two builds: 'busy' from a change until webpack is done with it.
const builds = new Map();
const watchers = FRONTENDS.map((frontend) => {
  const child = fork(
    path.join(root, 'scripts/dev/watch-frontend.mjs'),
    [path.join(root, frontend.dir), outputPathOf(devDir, frontend)],
    { cwd: path.join(root, frontend.dir), stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
  );
  labelLines(frontend.dir, child.stdout, process.stdout);
  labelLines(frontend.dir, child.stderr, process.stderr);
  for (const name of ['browser', 'server']) builds.set(`${frontend.dir} ${name}`, { state: 'busy' });
  child.on('message', ({ type, build, changed, errors }) => {
    const key = `${frontend.dir} ${build}`;
    if (type === 'busy') {
      if ([...builds.values()].every((b) => b.state !== 'busy')) changedAt = Date.now();
      builds.set(key, { state: 'busy' });
      return;
    }
    builds.set(key, type === 'failed' ? { state: 'failed', errors } : { state: 'built' });
    if (changed) pending[build === 'server' ? 'server' : 'browser'] = true;
    schedule();
  });
  // Without its watch a package no longer follows changes: not a state to keep running in.
  child.on('exit', (code) => {
    if (shuttingDown) return;
    console.error(`\n✗ ${frontend.dir}'s webpack watch ended (exit code ${code}); npm run dev stops.\n`);
    void shutdown(1);
  });
  return child;
});

// The backend's own code, and the contracts it runs from their dist/ (the frontends' webpack
// watches shared-contracts/src itself).
// chokidar, not fs.watch: Node 20's recursive fs.watch on Linux follows each file as it was, so a
// file that git replaced (checkout, stash, a branch switch) was never seen changing again.
const watchSources = (dir, key) =>
  watch(path.join(root, dir), { ignoreInitial: true, ignored: (file) => /\.test\.tsx?$/.test(file) }).on(
    'all',
    () => {
      if (!Object.values(pending).some(Boolean)) changedAt = Date.now();
      pending[key] = true;
      schedule();
    },
  );
const sourceWatchers = [
  watchSources('backend/src', 'backend'),
  watchSources('shared-contracts/src', 'contracts'),
];

let timer;
let applying = false;
function schedule() {
  clearTimeout(timer);
  timer = setTimeout(settle, SETTLE_MS);
}

async function settle() {
  if (applying || shuttingDown || [...builds.values()].some((b) => b.state === 'busy')) return;
  applying = true;
  try {
    await applyChanges();
  } finally {
    applying = false;
    if (Object.values(pending).some(Boolean)) schedule();
  }
}

async function applyChanges() {
  const failed = [...builds].filter(([, b]) => b.state === 'failed');
  if (failed.length > 0) {
    const report = failed.map(([key, b]) => `${key}:\n${b.errors}`).join('\n\n');
    console.error(
      `✗ ${failed.map(([key]) => key).join(', ')} failed (above); the page reloads once it builds.`,
    );
    proxy.notify('failed', `A build failed:\n${report}`);
    if (!backend.running) proxy.down(`A build failed; fix it and save:\n\n${report}`);
    return;
  }
  const changes = { ...pending };
  if (!firstStart && !Object.values(changes).some(Boolean)) return;
  for (const key of Object.keys(pending)) pending[key] = false;
  // The first compile ran during webpack's first builds; after it, what changed or failed.
  const failure = (await firstCompile) ?? (await compileNodePackages(changes));
  firstCompile = undefined;
  if (failure) return stopped(`${failure.dir} did not build`, failure.output);
  if (firstStart) writeDevRegistry(devDir);
  const restart = !backend.running || changes.server || changes.backend || changes.contracts;
  if (restart) {
    const since = Date.now();
    proxy.starting();
    await backend.stop();
    try {
      const backendPort = await backend.start();
      await warmUp(backendPort, proxy.openPages);
      proxy.up(backendPort);
    } catch (error) {
      return stopped(String(error.message));
    }
    console.log(`[backend] ${firstStart ? 'started' : 'restarted'} in ${seconds(since)}`);
  }
  if (firstStart) {
    firstStart = false;
    console.log(
      `\n  ➜  The shop (npm run dev, server-rendered) is at ${address}  — ready in ${seconds(started)}\n`,
    );
    return;
  }
  proxy.notify('reload');
  console.log(`↻ open pages reload (${changedSince(changes)}), ${seconds(changedAt)} after the change`);
}

const changedSince = (changes) =>
  Object.entries({
    'browser build': changes.browser,
    'server build': changes.server,
    backend: changes.backend,
    'shared-contracts': changes.contracts,
  })
    .filter(([, changed]) => changed)
    .map(([name]) => name)
    .join(', ');

/**
 * Something keeps the shop from running: say what (with the compiler's output, if there is one;
 * a process's own output is in the terminal already), and wait for the next save.
 */
async function stopped(title, output) {
  if (shuttingDown) return;
  await backend.stop();
  const forPages = output ? `${title}:\n${output}` : `${title}: see the terminal running npm run dev.`;
  proxy.down(forPages);
  proxy.notify('failed', forPages);
  console.error(
    `\n✗ ${title}.${output ? `\n${output}` : ' Its output is above.'}\n` +
      `  The shop at ${address} is stopped; it starts again when you save a fix.\n`,
  );
}

async function shutdown(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  clearTimeout(timer);
  for (const sourceWatcher of sourceWatchers) sourceWatcher.close();
  const watchersEnded = watchers.map(
    (child) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.on('exit', resolve);
        child.kill('SIGTERM');
      }),
  );
  await Promise.all([backend.stop(), proxy.close(), ...watchersEnded]);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown());
