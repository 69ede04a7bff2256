import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The file in DATA_DIR that says which process holds the embedded database. */
export const LOCK_FILE = 'server.lock';

export interface LockHolder {
  pid: number;
  /** What holds it: 'server', or the CLI command working on the database directly. */
  by: string;
  /** Where the server answers, once it listens; the CLI sends its commands there. */
  url?: string;
}

/** Another live process holds the data folder: the message says which and what to do. */
export class DataFolderBusyError extends Error {
  constructor(
    readonly holder: LockHolder,
    dataDir: string,
  ) {
    super(
      holder.by !== 'server'
        ? `'${holder.by}' (pid ${holder.pid}) is working on the data folder ${dataDir}; try again when it has finished.`
        : holder.url
          ? `The shop server (pid ${holder.pid}, ${holder.url}) holds the data folder ${dataDir}; stop it first.`
          : `The shop server (pid ${holder.pid}) holds the data folder ${dataDir} and is still starting; try again in a moment.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>;
    return typeof holder.pid === 'number' && typeof holder.by === 'string' ? (holder as LockHolder) : null;
  } catch {
    return null;
  }
}

/**
 * The live holder of DATA_DIR's lock, or null when there is none, or it is this process, or the
 * process that wrote it is gone (a crash, a kill -9: the next taker takes it over). A process with
 * our own pid cannot hold it: in a container the server is pid 1 at every start.
 */
export async function lockHolder(dataDir: string): Promise<LockHolder | null> {
  const text = await readFile(path.join(dataDir, LOCK_FILE), 'utf8').catch(() => null);
  if (text === null) return null;
  const holder = parseHolder(text);
  if (!holder || holder.pid === process.pid || !isAlive(holder.pid)) return null;
  return holder;
}

/** Writes a file whole under a temporary name first, so a reader never sees half of it. */
async function writeWhole(file: string, holder: LockHolder): Promise<string> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, JSON.stringify(holder), { mode: 0o600 });
  return temporary;
}

export interface DataFolderLock {
  /** Records the address the server listens on, for the CLI. */
  setUrl(url: string): Promise<void>;
  /** Removes the lock (if still ours); safe to call more than once. */
  release(): void;
}

/**
 * Takes DATA_DIR's lock for this process, or throws DataFolderBusyError naming the live holder.
 * Two processes on one PGlite folder can corrupt it (docs/operating.md), so the server takes it
 * before it opens the embedded database, and so does the CLI before it works on it directly.
 * Created with link(): atomic, so of two processes starting at once only one gets it.
 */
export async function takeDataFolderLock(dataDir: string, by: string): Promise<DataFolderLock> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  let holder: LockHolder = { pid: process.pid, by };
  const temporary = await writeWhole(file, holder);
  try {
    for (;;) {
      try {
        await link(temporary, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const live = await lockHolder(dataDir);
      if (live) throw new DataFolderBusyError(live, dataDir);
      // A stale lock: take it over (a file that vanished meanwhile is fine too). Two processes
      // taking over the same stale lock in the same instant could both succeed; starting a server
      // and a command at once right after a crash is the only way there.
      await unlink(file).catch(() => undefined);
    }
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
  let released = false;
  const ours = () => {
    try {
      return parseHolder(readFileSync(file, 'utf8'))?.pid === process.pid;
    } catch {
      return false;
    }
  };
  const release = () => {
    if (released) return;
    released = true;
    if (ours()) unlinkSync(file);
  };
  // A clean exit, however it comes, leaves no lock behind; a kill -9 leaves a stale one.
  process.once('exit', release);
  return {
    async setUrl(url) {
      holder = { ...holder, url };
      await rename(await writeWhole(file, holder), file);
    },
    release,
  };
}
