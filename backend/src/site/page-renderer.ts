import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type {
  PageRenderer,
  RegistryDocument,
  RemoteName,
  ServerRelease,
  ShellServerBuild,
} from 'shared-contracts';
import { REMOTE_NAMES } from 'shared-contracts';

/** How many releases of one remote keep their server code loaded (active, canary, fall-back). */
const RELEASES_PER_REMOTE = 3;

/**
 * The shell's server build (build/shell/server/render-page.js) and the way to the remotes' server
 * builds in their release folders. The shell is replaced in place when redeployed, so its build is
 * loaded again when its file changes; a release folder never changes.
 */
export function createPageRendering(buildDir: string) {
  const requireFromDisk = createRequire(import.meta.url);
  const shellEntry = path.join(buildDir, 'shell/server/render-page.js');
  let current: { mtimeMs: number; renderer: PageRenderer } | undefined;

  function renderer(): PageRenderer | undefined {
    if (!existsSync(shellEntry)) return undefined;
    const { mtimeMs } = statSync(shellEntry);
    if (current?.mtimeMs !== mtimeMs) {
      delete requireFromDisk.cache[shellEntry];
      const build = requireFromDisk(shellEntry) as ShellServerBuild;
      current = {
        mtimeMs,
        renderer: build.createPageRenderer({
          requireEntry: requireFromDisk as (file: string) => unknown,
          releasesPerRemote: RELEASES_PER_REMOTE,
        }),
      };
    }
    return current.renderer;
  }

  /** The server builds of the visitor's releases, each followed by its fall-back. */
  function serverReleases(registry: RegistryDocument): Partial<Record<RemoteName, ServerRelease[]>> {
    const releases: Partial<Record<RemoteName, ServerRelease[]>> = {};
    for (const remote of REMOTE_NAMES) {
      const release = registry.remotes[remote];
      if (!release) continue;
      const versions = [release.version, release.fallbackVersion].filter((v): v is string => Boolean(v));
      releases[remote] = versions.map((version) => ({
        remote,
        version,
        entry: path.join(buildDir, 'remotes', remote, version, 'server/remoteEntry.js'),
      }));
    }
    return releases;
  }

  /** Which build of the shell renders now: a redeployed shell renders every page anew. */
  const shellStamp = () => current?.mtimeMs ?? 0;

  return { renderer, serverReleases, shellStamp };
}

/**
 * The registry the page carries, as the server rendered it: a remote whose server build fell back
 * to its fall-back release is hydrated with that release too, or the browser would draw another tree.
 */
export function registryAsRendered(
  registry: RegistryDocument,
  rendered: Partial<Record<RemoteName, string>>,
): RegistryDocument {
  const remotes = { ...registry.remotes };
  for (const remote of REMOTE_NAMES) {
    const release = remotes[remote];
    const version = rendered[remote];
    if (!release || !version || version === release.version || version !== release.fallbackVersion) continue;
    remotes[remote] = {
      version,
      entry: release.fallbackEntry ?? release.entry,
      contractsVersion: release.contractsVersion,
    };
  }
  return { remotes };
}
