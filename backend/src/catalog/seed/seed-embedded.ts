import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SeedReport } from './seed-catalog';

/**
 * Writes the seed catalogue into the embedded database from a child process. PGlite's WebAssembly
 * memory only grows, and seeding takes several hundred MB of it; done in the server's process
 * (or a worker thread, whose freed memory the allocator keeps) it would stay resident for the life
 * of the server. A process's memory goes back to the system when it ends. The server's own
 * connection is closed meanwhile: one process at a time holds the folder.
 */
export function seedEmbeddedDatabase(settings: {
  dir: string;
  sharedBuffersMb: number;
  products: number;
}): Promise<SeedReport | undefined> {
  return new Promise((resolve, reject) => {
    const child = fork(
      fileURLToPath(new URL('./seed-process.js', import.meta.url)),
      [settings.dir, String(settings.sharedBuffersMb), String(settings.products)],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    let report: SeedReport | undefined;
    child.on('message', (message) => (report = (message as SeedReport | null) ?? undefined));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(report) : reject(new Error(`seeding the catalogue ended with code ${code}`)),
    );
  });
}
