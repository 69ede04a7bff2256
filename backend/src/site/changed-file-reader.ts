import { readFile, stat } from 'node:fs/promises';

interface Kept {
  /** Inode, size and modification time when read: a file replaced or rewritten changes one. */
  version: string;
  text: Promise<string>;
}

/**
 * Reads a file as text, again only when it has changed since. The shell's files (index.html and
 * what the build says about its chunks) are read for every page, and the shell is replaced in place
 * when it is redeployed, so each read asks the file system whether the file changed (one stat)
 * instead of opening and reading it (docs/performance.md: the reads were a sixth of the server's
 * CPU per page). A missing file throws as readFile does (ENOENT); a failed read is not kept.
 */
export function createChangedFileReader() {
  const kept = new Map<string, Kept>();
  return async function readText(file: string): Promise<string> {
    const { ino, size, mtimeMs } = await stat(file);
    const version = `${ino}:${size}:${mtimeMs}`;
    const hit = kept.get(file);
    if (hit?.version === version) return hit.text;
    // Changed between the stat and the read? Then the next stat differs again and reads again.
    const text = readFile(file, 'utf8');
    const entry = { version, text };
    kept.set(file, entry);
    text.catch(() => {
      if (kept.get(file) === entry) kept.delete(file);
    });
    return text;
  };
}
