import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publishRelease } from '../../scripts/lib/publish-release.mjs';

// A release is built in a private temporary folder (mkdtemp: 0700) and published by copying it.

const made = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const temporary = (name) => {
  const dir = mkdtempSync(path.join(tmpdir(), name));
  made.push(dir);
  return dir;
};
const mode = (file) => statSync(file).mode & 0o777;

describe('a published release folder', () => {
  it('has the modes of a build (folders 0755, files 0644), not its private build folder’s', () => {
    const dist = temporary('release-cart-');
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'var entry;', { mode: 0o600 });
    writeFileSync(path.join(dist, 'server/remoteEntry.js'), 'module.exports = {};', { mode: 0o600 });
    expect(mode(dist)).toBe(0o700);

    const buildDir = temporary('build-');
    const release = publishRelease({ dist, remote: 'cart', version: '9.9.9', buildDir });
    const folder = path.join(buildDir, 'remotes/cart', release);
    expect([folder, path.join(folder, 'server')].map(mode)).toEqual([0o755, 0o755]);
    expect(
      ['remoteEntry.js', 'server/remoteEntry.js', 'release.json'].map((file) =>
        mode(path.join(folder, file)),
      ),
    ).toEqual([0o644, 0o644, 0o644]);
  });
});
