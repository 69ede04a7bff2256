import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createChangedFileReader } from './changed-file-reader';

const folder = () => mkdtempSync(path.join(tmpdir(), 'changed-file-'));

describe('reading a file again only when it changed', () => {
  it('keeps what it read while the file is untouched (same inode, size and time)', async () => {
    const file = path.join(folder(), 'index.html');
    // A whole second, which setting the time back restores exactly.
    const deployed = new Date('2026-11-01T09:00:00Z');
    writeFileSync(file, '<title>old</title>');
    utimesSync(file, deployed, deployed);
    const read = createChangedFileReader();
    expect(await read(file)).toBe('<title>old</title>');
    // Different bytes, but size and modification time put back: to the reader, the same file.
    writeFileSync(file, '<title>new</title>');
    utimesSync(file, deployed, deployed);
    expect(await read(file)).toBe('<title>old</title>');
  });

  it('reads a file rewritten in place, or replaced by another one of the same size, again', async () => {
    const dir = folder();
    const file = path.join(dir, 'startup-assets.json');
    writeFileSync(file, '{"files":["a.1.js"]}');
    const read = createChangedFileReader();
    await read(file);
    writeFileSync(file, '{"files":["a.1.js","b.2.js"]}');
    expect(await read(file)).toBe('{"files":["a.1.js","b.2.js"]}');
    // Rewritten with the same size: its modification time moves on.
    const { mtime } = statSync(file);
    writeFileSync(file, '{"files":["c.1.js","d.2.js"]}');
    utimesSync(file, mtime, new Date(mtime.getTime() + 1000));
    expect(await read(file)).toBe('{"files":["c.1.js","d.2.js"]}');
    // A deploy that renames a new file over it, same size and time: another inode.
    const next = path.join(dir, 'next.json');
    writeFileSync(next, '{"files":["e.1.js","f.2.js"]}');
    const now = statSync(file).mtime;
    utimesSync(next, now, now);
    renameSync(next, file);
    expect(await read(file)).toBe('{"files":["e.1.js","f.2.js"]}');
  });

  it('fails for a missing file as reading it would, and reads it once it is back', async () => {
    const file = path.join(folder(), 'index.html');
    writeFileSync(file, 'first');
    const read = createChangedFileReader();
    await read(file);
    rmSync(file);
    await expect(read(file)).rejects.toMatchObject({ code: 'ENOENT' });
    writeFileSync(file, 'second');
    expect(await read(file)).toBe('second');
  });
});
