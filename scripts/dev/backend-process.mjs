// The backend of `npm run dev`: compiled with scripts/swc-build.mjs, run on a free port of its own
// (the dev proxy in front keeps the printed address), stopped and started again on a change.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../lib/packages.mjs';
import { eachLine, labelLines } from './output.mjs';

const EXIT_WITH_PARENT = fileURLToPath(new URL('./exit-with-parent.mjs', import.meta.url));

/** The line backend/src/server.ts prints once it listens: the dev run prints its own address instead. */
const LISTENING = /The shop is running at http:\/\/[^:/]+:(\d+)\//;

/** How long the backend may take to close its database and connections before it is killed. */
const STOP_MS = 5_000;

/**
 * One page of each remote (shared-contracts/src/ssr/page-routes.ts). A restarted backend loads a
 * remote's server code at its first page, in development slower than the page's time budget
 * allows, so that first page would leave the remote's part to the browser; these pages pay it.
 */
const WARM_UP_PAGES = ['/', '/pages/cart', '/pages/login'];

/** Asks the backend for some pages, so the next page the developer sees is rendered whole. */
export async function warmUp(port, pages = []) {
  const addresses = [...new Set([...WARM_UP_PAGES, ...pages])];
  await Promise.all(
    addresses.map((page) =>
      fetch(`http://127.0.0.1:${port}${page}`, { headers: { accept: 'text/html' } })
        .then((answer) => answer.arrayBuffer())
        .catch(() => undefined),
    ),
  );
}

/** Compiles a Node package (shared-contracts, backend); answers swc's output when it fails. */
export function compilePackage(dir) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/swc-build.mjs')], {
      cwd: path.join(root, dir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      resolve(code === 0 ? { ok: true } : { ok: false, output: swcError(output, dir) }),
    );
  });
}

/** swc's message (the file, the line, what is wrong), without its backtrace and Node's stack after it. */
function swcError(output, dir) {
  const noise = output.search(/\n\s*(Caused by:|Stack backtrace:|node:internal|Error: Command failed)/);
  // swc names files from the package's folder: src/x.ts is <dir>/src/x.ts from the repository's.
  return (noise < 0 ? output : output.slice(0, noise)).trim().replaceAll('[src/', `[${dir}/src/`);
}

/**
 * @param {object} options
 * @param {Record<string, string | undefined>} options.env  the backend's environment
 * @param {(code: number | null) => void} options.onExit   it stopped on its own (not by stop())
 */
export function createBackend({ env, onExit }) {
  let child;

  function start() {
    return new Promise((resolve, reject) => {
      // The IPC channel lets exit-with-parent.mjs stop the backend when `npm run dev` dies without
      // a chance to stop it (a kill -9), so no server is left holding the database.
      const started = spawn(
        process.execPath,
        ['--enable-source-maps', '--import', EXIT_WITH_PARENT, path.join(root, 'backend/dist/server.js')],
        { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
      );
      child = started;
      let listening = false;
      eachLine(started.stdout, (line) => {
        const port = LISTENING.exec(line)?.[1];
        if (!port) {
          if (line.trim()) process.stdout.write(`[backend] ${line}\n`);
        } else if (!listening) {
          listening = true;
          resolve(Number(port));
        }
      });
      labelLines('backend', started.stderr, process.stderr);
      started.on('exit', (code) => {
        if (child === started) child = undefined;
        if (!listening) reject(new Error(`the backend stopped before it listened (exit code ${code})`));
        else if (!started.stopping) onExit(code);
      });
    });
  }

  function stop() {
    const running = child;
    if (!running) return Promise.resolve();
    child = undefined;
    running.stopping = true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => running.kill('SIGKILL'), STOP_MS);
      running.on('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      running.kill('SIGTERM');
    });
  }

  return {
    start,
    stop,
    get running() {
      return Boolean(child);
    },
  };
}
