import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RegistryDocument, RemoteModuleRef } from 'shared-contracts';
import { pageForPath } from 'shared-contracts/page-paths';
import { isReleaseFileName } from '../releases/release-file-name';
import { createChangedFileReader } from './changed-file-reader';

/** A remote's module a page draws (the server rendered it, or left it to the browser): the page state's own record. */
export type RemoteModule = RemoteModuleRef;

export interface PreloadAsset {
  href: string;
  as: 'script' | 'style';
}

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
interface FederationManifest {
  exposes?: Array<{ path: string; assets?: ManifestAssets }>;
}

/**
 * page-chunks.json (tooling/webpack/page-chunks-plugin.js): the files each page draws with, beside
 * a remote's manifest when its './routes' loads each page's code on its own.
 */
interface PageChunks {
  pages?: Record<string, unknown>;
}

const kindOf = (file: string): 'script' | 'style' => (file.endsWith('.css') ? 'style' : 'script');

/**
 * A JSON file, or undefined for one that is missing (an older build: the page just loads as
 * before). Any other failure (too many open files, a file still being copied, so not yet JSON) is
 * thrown, so that a cache of a release's files does not keep it.
 */
async function readJsonIfThere<T>(
  file: string,
  read: (file: string) => Promise<string> = (name) => readFile(name, 'utf8'),
): Promise<T | undefined> {
  try {
    return JSON.parse(await read(file)) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function syncFiles(assets: ManifestAssets | undefined): string[] {
  return [...(assets?.css?.sync ?? []), ...(assets?.js?.sync ?? [])];
}

/** The files page-chunks.json names for a page (none for a page it does not name). */
function pageFiles(chunks: PageChunks | undefined, page: string | undefined): unknown[] {
  const files = page ? chunks?.pages?.[page] : undefined;
  return Array.isArray(files) ? files : [];
}

/** Preloads of a folder's files (`base` is its URL path): scripts and styles named as a release names them. */
function assetsIn(base: string, files: unknown[]): PreloadAsset[] {
  return files
    .filter((file): file is string => isReleaseFileName(file) && /\.(js|css)$/.test(file))
    .map((file) => ({ href: `${base}/${file}`, as: kindOf(file) }));
}

/**
 * What hydrating a page will fetch, so the HTML names it all at once instead of the browser
 * finding it step by step (main.js → remoteEntry.js → exposed chunks): the shell's startup chunks
 * and shared libraries (startup-assets.json, written by the build), and for each remote module the
 * server drew, its remote's entry and the module's chunks and stylesheets (from the release's
 * mf-manifest.json), and for a remote's page the files of that page's own code (the release's
 * page-chunks.json). A release folder never changes, so each manifest is read once. Releases on
 * another origin are left to load the ordinary way.
 */
export function createPreloadPlanner(buildDir: string) {
  const shellDir = path.join(buildDir, 'shell');
  const manifests = new Map<string, Promise<FederationManifest | undefined>>();
  const pageChunks = new Map<string, Promise<PageChunks | undefined>>();

  const releaseFile = <T>(cache: Map<string, Promise<T | undefined>>, entry: string, name: string) => {
    if (!entry.startsWith('/remotes/')) return Promise.resolve(undefined);
    const file = path.join(buildDir, path.posix.dirname(entry), name);
    // Never outside the build folder, whatever the registry says.
    if (!file.startsWith(path.join(buildDir, 'remotes') + path.sep)) return Promise.resolve(undefined);
    let read = cache.get(entry);
    if (!read) {
      // A release folder never changes, so what was read (or found missing) holds; a failed read
      // is forgotten, or one passing hiccup would cost that release its preloads until a restart.
      read = readJsonIfThere<T>(file).catch(() => {
        cache.delete(entry);
        return undefined;
      });
      cache.set(entry, read);
    }
    return read;
  };
  // Read again whenever changed: the shell is replaced in place when redeployed, unlike a release.
  const readShellFile = createChangedFileReader();
  const readJson = <T>(file: string): Promise<T | undefined> =>
    readJsonIfThere<T>(file, readShellFile).catch(() => undefined);

  async function shellAssets(pathname: string): Promise<PreloadAsset[]> {
    const [startup, pages] = await Promise.all([
      readJson<{ files?: string[] }>(path.join(shellDir, 'startup-assets.json')),
      // Only a shell that bundles the pages itself has one (the bench's monolith build).
      readJson<PageChunks>(path.join(shellDir, 'page-chunks.json')),
    ]);
    return assetsIn('', [...(startup?.files ?? []), ...pageFiles(pages, pageForPath(pathname)?.page)]);
  }

  async function moduleAssets(entry: string, { expose, page }: RemoteModule): Promise<PreloadAsset[]> {
    const [manifest, chunks] = await Promise.all([
      releaseFile<FederationManifest>(manifests, entry, 'mf-manifest.json'),
      page ? releaseFile<PageChunks>(pageChunks, entry, 'page-chunks.json') : undefined,
    ]);
    return assetsIn(path.posix.dirname(entry), [
      ...syncFiles(
        Array.isArray(manifest?.exposes)
          ? manifest.exposes.find((e) => e.path === expose)?.assets
          : undefined,
      ),
      ...pageFiles(chunks, page),
    ]);
  }

  /** The page's assets in the order they are needed: each remote's entry, the shell's, then the modules' chunks. */
  async function plan(
    registry: RegistryDocument,
    pathname: string,
    modules: readonly RemoteModule[],
  ): Promise<PreloadAsset[]> {
    const entries = modules
      .map(({ remote }) => registry.remotes[remote]?.entry)
      .filter((entry): entry is string => entry !== undefined);
    const chunks = await Promise.all(
      modules.map((module) => {
        const entry = registry.remotes[module.remote]?.entry;
        return entry ? moduleAssets(entry, module) : Promise.resolve([]);
      }),
    );
    return unique([
      ...entries.map((href) => ({ href, as: 'script' as const })),
      ...(await shellAssets(pathname)),
      ...chunks.flat(),
    ]);
  }

  return plan;
}

/** Each file once, where it first comes. */
function unique(assets: PreloadAsset[]): PreloadAsset[] {
  const seen = new Set<string>();
  return assets.filter((asset) => !seen.has(asset.href) && seen.add(asset.href));
}
