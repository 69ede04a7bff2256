// Publishes a remote's dist/ as an immutable release folder build/remotes/<name>/<version>-<hash>/.
import { chmodSync, cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './packages.mjs';
import { contentHash } from './source-hash.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

export function contractsVersion() {
  return readJson(path.join(root, 'shared-contracts/package.json')).version;
}

/**
 * A build's modes on every folder (0755) and file (0644) of a release: a release is built in a
 * private temporary folder (0700), and a copy kept that mode, so a web server or CDN sync running as
 * another user could not read it.
 */
function shareableModes(dir) {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) shareableModes(file);
    else chmodSync(file, 0o644);
  }
}

/** Returns the release version; the same content is the same release, never rewritten. */
export function publishRelease({ dist, remote, version, buildDir }) {
  const release = `${version}-${contentHash(dist).slice(0, 10)}`;
  const target = path.join(buildDir, 'remotes', remote, release);
  if (!existsSync(target)) {
    cpSync(dist, target, { recursive: true, filter: (source) => !source.endsWith('.source-hash') });
    const meta = {
      remote,
      version: release,
      contractsVersion: contractsVersion(),
      builtAt: new Date().toISOString(),
    };
    writeFileSync(path.join(target, 'release.json'), JSON.stringify(meta, null, 2));
    shareableModes(target);
  }
  return release;
}
