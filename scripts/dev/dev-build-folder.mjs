// `npm run dev`'s build folder, laid out as `npm run build`'s build/ (scripts/build.mjs), so the
// backend serves and renders it the way it does a production build: the shell in shell/, each
// remote as one release named "dev" in remotes/<name>/dev/ (server/ beside it), and registry.json,
// which the backend adopts at start (backend/src/releases/adopt-build.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FRONTENDS } from '../lib/packages.mjs';
import { contractsVersion } from '../lib/publish-release.mjs';

/** Every remote's one release in development. It never changes name: the backend restarts instead. */
export const DEV_VERSION = 'dev';

/** Where a frontend's development builds go. */
export const outputPathOf = (devDir, { remote }) =>
  remote ? path.join(devDir, 'remotes', remote, DEV_VERSION) : path.join(devDir, 'shell');

/** The folder and a .gitignore that keeps all of it out of git. */
export function prepareDevFolder(devDir) {
  mkdirSync(devDir, { recursive: true });
  writeFileSync(
    path.join(devDir, '.gitignore'),
    '# `npm run dev` writes everything here (scripts/dev.mjs).\n*\n',
  );
}

/** The release files and the registry, once the first builds are there (webpack's clean keeps them). */
export function writeDevRegistry(devDir) {
  const contracts = contractsVersion();
  const builtAt = new Date().toISOString();
  const write = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  write(path.join(devDir, 'shell/release.json'), { contractsVersion: contracts, builtAt });
  const registry = { remotes: {} };
  for (const frontend of FRONTENDS.filter((f) => f.remote)) {
    const { remote } = frontend;
    const meta = { remote, version: DEV_VERSION, contractsVersion: contracts, builtAt };
    write(path.join(outputPathOf(devDir, frontend), 'release.json'), meta);
    registry.remotes[remote] = {
      version: DEV_VERSION,
      entry: `/remotes/${remote}/${DEV_VERSION}/remoteEntry.js`,
      contractsVersion: contracts,
    };
  }
  write(path.join(devDir, 'registry.json'), registry);
}
