// `npm start`: builds what changed (production mode), then runs the one server process that
// serves the shop, its API and the remote releases on a printed localhost address.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/packages.mjs';

const skipBuild = process.argv.includes('--no-build');

function runNode(script, args = []) {
  return spawn(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit', env: process.env });
}

if (!skipBuild) {
  const code = await new Promise((resolve) =>
    runNode(path.join(root, 'scripts/build.mjs')).on('close', resolve),
  );
  if (code !== 0) process.exit(code ?? 1);
}
const server = runNode(path.join(root, 'backend/dist/server.js'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('close', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
