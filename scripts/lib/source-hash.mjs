// A hash of everything a package's build reads, so an unchanged package is not rebuilt.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function walk(dir, files) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, files);
    else files.push(full);
  }
  return files;
}

export function sourceHash(paths) {
  const hash = createHash('sha256');
  for (const entry of paths) {
    const files = statSync(entry).isDirectory() ? walk(entry, []).sort() : [entry];
    for (const file of files) {
      hash.update(file);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** A hash of a folder's files (their names and bytes): a release's content identity. */
export function contentHash(dir) {
  return sourceHash([dir]);
}
