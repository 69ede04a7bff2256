// Federation's floor (docs/performance.md): what Module Federation costs a page before any team
// writes a line. floor/webpack.config.js builds, with this repository's own federation set-up, the
// smallest shell that registers and loads a remote (the runtime API the shell uses), the smallest
// remote (one empty exposed module), and the same start without federation. The shell's share is
// the floor shell's JavaScript less the plain build's; a remote's is its remoteEntry.js (its empty
// module's chunk stands for the plain build's page chunk). Built from the same code, a page that
// loads k remotes costs at least the shell's share plus k remotes' more than as one bundle.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../lib/packages.mjs';
import { webpackBuild } from './webpack-build.mjs';

const CONFIG = path.join(root, 'scripts/bench/floor/webpack.config.js');

/** Raw and gzip (level 6, as first-load.mjs counts) bytes of the scripts in a folder that `keep` keeps. */
function scriptBytes(dir, keep = () => true) {
  const files = readdirSync(dir).filter((name) => name.endsWith('.js') && keep(name));
  return files.reduce(
    (sum, name) => {
      const code = readFileSync(path.join(dir, name));
      return {
        raw: sum.raw + code.length,
        gzip: sum.gzip + gzipSync(code).length,
        files: [...sum.files, name],
      };
    },
    { raw: 0, gzip: 0, files: [] },
  );
}

/**
 * Builds the three floor builds into a temp folder (waiting for `buildLock` with flock when
 * given, as every build on the shared machine does) and measures them; the folder is removed.
 */
export async function measureFederationFloor({ buildLock } = {}) {
  const out = mkdtempSync(path.join(tmpdir(), 'riode-floor-'));
  const started = Date.now();
  try {
    await webpackBuild(CONFIG, { FLOOR_OUT: out, RIODE_RELEASE: 'floor' }, { buildLock });
    const shell = scriptBytes(path.join(out, 'shell'));
    const plain = scriptBytes(path.join(out, 'plain'));
    const remote = scriptBytes(path.join(out, 'remote'), (name) => name === 'remoteEntry.js');
    return {
      buildMs: Date.now() - started,
      builds: { shell, remote, plain },
      // What federation adds, in gzip bytes: once per page for the shell, once per remote loaded.
      shellGzip: shell.gzip - plain.gzip,
      remoteGzip: remote.gzip,
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The remotes whose remoteEntry.js a page loaded, from the script paths or URLs first-load.mjs lists. */
export function remotesLoaded(scripts = []) {
  const names = scripts
    .map((script) => /\/remotes\/([^/]+)\/[^/]+\/remoteEntry\.js$/.exec(script)?.[1])
    .filter(Boolean);
  return [...new Set(names)].sort();
}

/** The least JavaScript (gzip) a page whose monolith build sends `monolithGzip` can send federated. */
export function floorOfPage(floor, monolithGzip, remoteCount) {
  const gzip = monolithGzip + floor.shellGzip + remoteCount * floor.remoteGzip;
  return { gzip, ratio: Math.round((gzip / monolithGzip) * 100) / 100 };
}
