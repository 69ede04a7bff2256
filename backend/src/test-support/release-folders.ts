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
}

/** A file and its .br and .gz copies, as the production build writes them (tooling/webpack). */
function writeWithCompressedCopies(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

/** A release folder shaped like the build's: release.json, remoteEntry.js, mf-manifest.json. */
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
  if (release.pageChunks !== undefined) {
    const text =
      typeof release.pageChunks === 'string' ? release.pageChunks : JSON.stringify(release.pageChunks);
    writeFileSync(path.join(dir, 'page-chunks.json'), text);
  }
  for (const file of release.files ?? []) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `/* ${file} */`);
  }
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
