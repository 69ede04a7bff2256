import { afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publishAndRegister, publishRelease } from '../../scripts/lib/publish-release.mjs';

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

describe('a release the registry refuses', () => {
  const builtRemote = () => {
    const dist = temporary('release-cart-');
    writeFileSync(path.join(dist, 'remoteEntry.js'), `var entry = ${Math.random()};`);
    return dist;
  };

  it('leaves no folder behind, neither its own nor the copy it was made in', () => {
    const buildDir = temporary('build-');
    const offered = [];
    const release = publishAndRegister({
      dist: builtRemote(),
      remote: 'cart',
      version: '9.9.9',
      buildDir,
      register: (name) => {
        offered.push(name);
        // The registry looks at the folder under its name, complete.
        expect(readdirSync(path.join(buildDir, 'remotes/cart', name)).sort()).toEqual([
          'release.json',
          'remoteEntry.js',
        ]);
        return false;
      },
    });
    expect(release).toBeUndefined();
    expect(offered).toEqual([expect.stringMatching(/^9\.9\.9-[0-9a-f]{10}$/)]);
    expect(readdirSync(path.join(buildDir, 'remotes/cart'))).toEqual([]);
  });

  it('keeps a folder that was there before (the same content, released earlier)', () => {
    const buildDir = temporary('build-');
    const dist = builtRemote();
    const earlier = publishRelease({ dist, remote: 'cart', version: '9.9.9', buildDir });
    const refused = publishAndRegister({
      dist,
      remote: 'cart',
      version: '9.9.9',
      buildDir,
      register: () => false,
    });
    expect(refused).toBeUndefined();
    expect(existsSync(path.join(buildDir, 'remotes/cart', earlier, 'remoteEntry.js'))).toBe(true);
    const taken = publishAndRegister({
      dist,
      remote: 'cart',
      version: '9.9.9',
      buildDir,
      register: () => true,
    });
    expect(taken).toBe(earlier);
    expect(readdirSync(path.join(buildDir, 'remotes/cart'))).toEqual([earlier]);
  });
});
