// A production webpack build of one of the bench's own configs (the monolith, federation's
// floor), with its output folder and settings passed in the environment.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../lib/packages.mjs';

/**
 * Runs webpack on `config` with `env`; rejects with its output if it fails. With `buildLock`, the
 * build waits for that lock file (flock), as every build on the shared machine does; leave it out
 * when the caller already holds the lock.
 */
export function webpackBuild(config, env, { buildLock } = {}) {
  const webpack = [path.join(root, 'node_modules/.bin/webpack'), '--config', config, '--mode', 'production'];
  const [command, ...args] = buildLock ? ['flock', buildLock, ...webpack] : webpack;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}
