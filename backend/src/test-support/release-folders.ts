import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface FakeRelease {
  remote: string;
  version: string;
  contractsVersion?: string;
  /** What the manifest calls the remote (a wrong name is a broken release). */
  manifestName?: string;
  manifest?: boolean;
  exposes?: string[];
  /** The files the manifest says './routes' loads. */
  routesFiles?: string[];
  /** The files the manifest says the release's own copy of a shared library loads. */
  sharedFiles?: string[];
  /** page-chunks.json's content (text as it is, or an object written as JSON). */
  pageChunks?: unknown;
  /** Files written into the folder besides remoteEntry.js. */
  files?: string[];
  /**
   * The server build's server/remoteEntry.js (text as it is), or false for none. By default a
   * CommonJS module exporting a federation container's init and get.
   */
  serverEntry?: string | false;
  /** server/package.json's content (text as it is, an object written as JSON, or false for none). */
  serverPackageJson?: unknown;
}

/** A CommonJS module shaped like a federation container exposing './routes', as the Node build writes one. */
export const FAKE_SERVER_ENTRY = `module.exports = {
  init() {},
  get(expose) {
    if (expose === './routes') return Promise.resolve(() => ({}));
    return Promise.reject(new Error('Module "' + expose + '" does not exist in container.'));
  },
};`;

const asText = (content: unknown) => (typeof content === 'string' ? content : JSON.stringify(content));

/** A file and its .br and .gz copies, as the production build writes them (tooling/webpack). */
function writeWithCompressedCopies(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

/**
 * A release folder shaped like the build's: release.json, remoteEntry.js, mf-manifest.json, and
 * the server build in server/ (remoteEntry.js, package.json).
 */
export function writeReleaseFolder(buildDir: string, release: FakeRelease): void {
  const dir = path.join(buildDir, 'remotes', release.remote, release.version);
  mkdirSync(dir, { recursive: true });
  const contractsVersion = release.contractsVersion ?? '1.0.0';
  writeFileSync(
    path.join(dir, 'release.json'),
    JSON.stringify({
      remote: release.remote,
      version: release.version,
      contractsVersion,
      builtAt: new Date().toISOString(),
    }),
  );
  writeWithCompressedCopies(
    path.join(dir, 'remoteEntry.js'),
    `var ${release.remote} = "${release.version}";`,
  );
  if (release.manifest !== false) {
    const exposes = (release.exposes ?? ['./routes']).map((exposePath) => ({
      path: exposePath,
      ...(exposePath === './routes' && release.routesFiles
        ? { assets: { js: { sync: release.routesFiles, async: [] }, css: { sync: [], async: [] } } }
        : {}),
    }));
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({
        name: release.manifestName ?? release.remote,
        exposes,
        ...(release.sharedFiles
          ? { shared: [{ name: 'rxjs', assets: { js: { sync: release.sharedFiles, async: [] } } }] }
          : {}),
      }),
    );
  }
  if (release.pageChunks !== undefined)
    writeFileSync(path.join(dir, 'page-chunks.json'), asText(release.pageChunks));
  writeServerBuild(dir, release);
  for (const file of release.files ?? []) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `/* ${file} */`);
  }
}

function writeServerBuild(dir: string, release: FakeRelease): void {
  if (release.serverEntry === false) return;
  const serverDir = path.join(dir, 'server');
  mkdirSync(serverDir, { recursive: true });
  writeFileSync(path.join(serverDir, 'remoteEntry.js'), release.serverEntry ?? FAKE_SERVER_ENTRY);
  const packageJson = release.serverPackageJson ?? { type: 'commonjs' };
  if (packageJson !== false) writeFileSync(path.join(serverDir, 'package.json'), asText(packageJson));
}

/** A build folder with a shell page and the given releases, the first of each remote named in registry.json. */
export function writeBuildFolder(releases: FakeRelease[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'riode-build-'));
  mkdirSync(path.join(dir, 'shell'), { recursive: true });
  writeFileSync(
    path.join(dir, 'shell/index.html'),
    '<html><head><!--riode-registry--></head><body></body></html>',
  );
  writeFileSync(path.join(dir, 'shell/main.js'), 'console.log("shell")');
  writeWithCompressedCopies(path.join(dir, 'shell/829.bc75846eea.js'), 'console.log("chunk")');
  writeFileSync(path.join(dir, 'shell/riode-intro.a105c5b8d5.webm'), 'webm');
  writeFileSync(path.join(dir, 'shell/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'shell/release.json'), JSON.stringify({ contractsVersion: '1.0.0' }));
  const registry: Record<string, { version: string; entry: string; contractsVersion: string }> = {};
  for (const release of releases) {
    writeReleaseFolder(dir, release);
    registry[release.remote] ??= {
      version: release.version,
      entry: `/remotes/${release.remote}/${release.version}/remoteEntry.js`,
      contractsVersion: release.contractsVersion ?? '1.0.0',
    };
  }
  writeFileSync(path.join(dir, 'registry.json'), JSON.stringify({ remotes: registry }));
  return dir;
}
