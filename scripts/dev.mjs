// `npm run dev`: the backend (restart it after backend changes) and a webpack dev server per
// frontend with live reload. Open the shell at http://localhost:3100/.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { FRONTENDS, root } from './lib/packages.mjs';

const children = [];

function start(label, command, args, cwd) {
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'development' },
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${label}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  children.push(child);
  return child;
}

const node = process.execPath;
await new Promise((resolve, reject) =>
  spawn(node, [path.join(root, 'scripts/swc-build.mjs')], {
    cwd: path.join(root, 'shared-contracts'),
    stdio: 'inherit',
  }).on('close', (code) => (code === 0 ? resolve() : reject(new Error('shared-contracts did not build')))),
);
await new Promise((resolve) =>
  spawn(node, [path.join(root, 'scripts/swc-build.mjs')], {
    cwd: path.join(root, 'backend'),
    stdio: 'inherit',
  }).on('close', resolve),
);
start('backend', node, [path.join(root, 'backend/dist/server.js')], root);
for (const { dir } of FRONTENDS)
  start(
    dir,
    path.join(root, 'node_modules/.bin/webpack'),
    ['serve', '--mode', 'development'],
    path.join(root, dir),
  );
console.log('\nThe shop (dev) is at http://localhost:3100/ — the API at http://localhost:3000/\n');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
