import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RegistryDocument, RemoteName } from 'shared-contracts';
import { exposesForPath } from './route-remotes';

export interface PreloadAsset {
  href: string;
  as: 'script' | 'style' | 'image';
  /** A responsive picture: the browser picks the width as the <img> with the same two will. */
  imageSrcSet?: string;
  imageSizes?: string;
  /** The page's largest picture goes before the scripts, as its <img> does (fetchpriority="high"). */
  fetchPriority?: 'high';
}

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
interface FederationManifest {
  exposes?: Array<{ path: string; assets?: ManifestAssets }>;
}

const kindOf = (file: string): 'script' | 'style' => (file.endsWith('.css') ? 'style' : 'script');

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined; // an older build without the file: the page just loads as before
  }
}

function syncFiles(assets: ManifestAssets | undefined): string[] {
  return [...(assets?.css?.sync ?? []), ...(assets?.js?.sync ?? [])];
}

/**
 * What a first page load will fetch, so the HTML can name it all at once instead of the browser
 * finding it step by step (main.js → remoteEntry.js → exposed chunks): the shell's startup chunks
 * and shared libraries (startup-assets.json, written by the build), each remote's entry, and the
 * chunks of the exposed modules the page draws. The remotes' manifests (mf-manifest.json, also
 * written by the build) say which files those are; a release folder never changes, so a manifest
 * is read once. Releases on another origin are
 * left to load the ordinary way.
 */
export function createPreloadPlanner(buildDir: string) {
  const shellDir = path.join(buildDir, 'shell');
  const manifests = new Map<string, Promise<FederationManifest | undefined>>();

  const remoteManifest = (entry: string) => {
    if (!entry.startsWith('/remotes/')) return Promise.resolve(undefined);
    const file = path.join(buildDir, path.posix.dirname(entry), 'mf-manifest.json');
    // Never outside the build folder, whatever the registry says.
    if (!file.startsWith(path.join(buildDir, 'remotes') + path.sep)) return Promise.resolve(undefined);
    let manifest = manifests.get(entry);
    if (!manifest) {
      manifest = readJson<FederationManifest>(file);
      manifests.set(entry, manifest);
    }
    return manifest;
  };

  async function shellAssets(): Promise<PreloadAsset[]> {
    // Read each time: the shell is replaced in place when redeployed, unlike a remote's release.
    const startup = await readJson<{ files?: string[] }>(path.join(shellDir, 'startup-assets.json'));
    return (startup?.files ?? []).map((file) => ({ href: `/${file}`, as: kindOf(file) }));
  }

  async function remoteAssets(entry: string, exposes: readonly string[]): Promise<PreloadAsset[]> {
    const manifest = await remoteManifest(entry);
    const base = path.posix.dirname(entry);
    return exposes
      .flatMap((expose) => syncFiles(manifest?.exposes?.find((e) => e.path === expose)?.assets))
      .map((file) => ({ href: `${base}/${file}`, as: kindOf(file) }));
  }

  /** The page's assets in the order they are needed: the main content's remote first. */
  return async function plan(registry: RegistryDocument, pathname: string): Promise<PreloadAsset[]> {
    const wanted = exposesForPath(pathname);
    const entries = wanted
      .map(({ remote }) => registry.remotes[remote as RemoteName]?.entry)
      .filter((entry): entry is string => entry !== undefined);
    const chunks = await Promise.all(
      wanted.map(({ remote, exposes }) => {
        const entry = registry.remotes[remote]?.entry;
        return entry ? remoteAssets(entry, exposes) : Promise.resolve([]);
      }),
    );
    const all: PreloadAsset[] = [
      ...entries.map((href) => ({ href, as: 'script' as const })),
      ...(await shellAssets()),
      ...chunks.flat(),
    ];
    const seen = new Set<string>();
    return all.filter((asset) => !seen.has(asset.href) && seen.add(asset.href));
  };
}
