// Publishes a remote's dist/ as an immutable release folder build/remotes/<name>/<version>-<hash>/.
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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

/**
 * Copies dist/ into the release folder unless it is there: the same content is the same release,
 * never rewritten. The copy is made in a hidden folder beside it and renamed into place, so a copy
 * cut short (a full disk, an interrupted run) never leaves a half folder under the release's name.
 */
function publish({ dist, remote, version, buildDir }) {
  const release = `${version}-${contentHash(dist).slice(0, 10)}`;
  const target = path.join(buildDir, 'remotes', remote, release);
  if (existsSync(target)) return { release, folder: target, created: false };
  mkdirSync(path.dirname(target), { recursive: true });
  const staging = mkdtempSync(path.join(path.dirname(target), `.publishing-${release}-`));
  try {
    cpSync(dist, staging, { recursive: true, filter: (source) => !source.endsWith('.source-hash') });
    const meta = {
      remote,
      version: release,
      contractsVersion: contractsVersion(),
      builtAt: new Date().toISOString(),
    };
    writeFileSync(path.join(staging, 'release.json'), JSON.stringify(meta, null, 2));
    shareableModes(staging);
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another run published the same content meanwhile: that folder is the release.
    if (existsSync(target)) return { release, folder: target, created: false };
    throw error;
  }
  return { release, folder: target, created: true };
}

/** Returns the release version. */
export function publishRelease(options) {
  return publish(options).release;
}

/**
 * Publishes, then `register(release)` (true: the registry took it). A release the registry
 * refuses leaves nothing behind: the folder this call made is removed again. A folder that was
 * there before (the same content, released earlier) stays.
 */
export function publishAndRegister({ register, ...options }) {
  const { release, folder, created } = publish(options);
  if (register(release)) return release;
  if (created) rmSync(folder, { recursive: true, force: true });
  return undefined;
}
