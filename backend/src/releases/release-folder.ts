import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { contractsMajor, remoteNameSchema, type RemoteName } from 'shared-contracts';
import { z } from 'zod';
import { isReleaseFileName, RELEASE_FILE_NAME } from './release-file-name';
import { serverEntryProblem } from './server-build';

/** Written by the build next to each release's files. */
const releaseFileSchema = z.object({
  remote: remoteNameSchema,
  version: z.string().regex(/^[0-9A-Za-z.+-]{1,80}$/),
  contractsVersion: z.string().min(1),
  builtAt: z.string().min(1),
});
export type ReleaseFile = z.infer<typeof releaseFileSchema>;

const fileList = z.object({ sync: z.array(z.string()).optional(), async: z.array(z.string()).optional() });
const moduleAssets = z.object({ js: fileList.optional(), css: fileList.optional() }).optional();
const manifestSchema = z.object({
  name: z.string(),
  exposes: z.array(z.object({ path: z.string(), assets: moduleAssets })),
  // The release's own copies of the shared libraries, loaded when the page's copy does not suit.
  shared: z.array(z.object({ assets: moduleAssets })).optional(),
});

const releaseFileName = z.string().regex(RELEASE_FILE_NAME);
/** page-chunks.json (tooling/webpack/page-chunks-plugin.js): the files each page's code needs. */
const pageChunksSchema = z.object({ pages: z.record(z.string(), z.array(releaseFileName)) });

export type FolderCheck =
  { ok: true; release: ReleaseFile; contentHash: string } | { ok: false; reason: string };

export function releaseDir(buildDir: string, remote: RemoteName, version: string): string {
  return path.join(buildDir, 'remotes', remote, version);
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'));
}

/** A hash of every file of the release (names and bytes): what "byte-identical" means for a release. */
export async function hashFolder(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (current: string): Promise<void> => {
    for (const entry of (await readdir(current, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.name !== 'release.json')
        hash.update(path.relative(dir, full)).update(await readFile(full));
    }
  };
  await walk(dir);
  return hash.digest('hex');
}

/**
 * The release-time guards: a release is refused, with the reason, when its files are not a
 * loadable remote of that name, in the browser and in Node (the server renders its pages with its
 * server/ build), or when it was built against a contracts major the shell cannot read (its
 * events and module props would not match).
 */
export async function checkReleaseFolder(
  buildDir: string,
  remote: RemoteName,
  version: string,
  shellContracts: string,
): Promise<FolderCheck> {
  const dir = releaseDir(buildDir, remote, version);
  if (!(await stat(dir).catch(() => undefined))?.isDirectory())
    return { ok: false, reason: `no release folder ${dir}` };
  const release = releaseFileSchema.safeParse(
    await readJson(path.join(dir, 'release.json')).catch(() => undefined),
  );
  if (!release.success) return { ok: false, reason: 'release.json is missing or invalid' };
  if (release.data.remote !== remote || release.data.version !== version) {
    return {
      ok: false,
      reason: `release.json names ${release.data.remote} ${release.data.version}, not ${remote} ${version}`,
    };
  }
  if (!(await stat(path.join(dir, 'remoteEntry.js')).catch(() => undefined)))
    return { ok: false, reason: 'remoteEntry.js is missing' };
  const manifest = manifestSchema.safeParse(
    await readJson(path.join(dir, 'mf-manifest.json')).catch(() => undefined),
  );
  if (!manifest.success) return { ok: false, reason: 'mf-manifest.json is missing or invalid' };
  if (manifest.data.name !== remote)
    return { ok: false, reason: `the manifest names the remote "${manifest.data.name}", not "${remote}"` };
  if (!manifest.data.exposes.some((expose) => expose.path === './routes'))
    return { ok: false, reason: 'the manifest exposes no ./routes' };
  const pages = await readPageChunks(dir);
  if (pages === 'invalid') return { ok: false, reason: 'page-chunks.json is invalid' };
  const missing = await missingFiles(dir, [...manifestFiles(manifest.data), ...Object.values(pages).flat()]);
  if (missing.length > 0)
    return { ok: false, reason: `files its manifests name are missing: ${missing.slice(0, 5).join(', ')}` };
  const problem =
    contractsProblem(release.data.contractsVersion, shellContracts) ??
    // Last: it starts a process.
    (await serverEntryProblem(dir));
  if (problem) return { ok: false, reason: problem };
  return { ok: true, release: release.data, contentHash: await hashFolder(dir) };
}

/** Every file the manifest's exposed modules and shared-library copies load. */
function manifestFiles(manifest: z.infer<typeof manifestSchema>): string[] {
  const modules = [...manifest.exposes, ...(manifest.shared ?? [])];
  const lists = modules.flatMap(({ assets }) => [assets?.js, assets?.css]);
  return lists.flatMap((list) => [...(list?.sync ?? []), ...(list?.async ?? [])]);
}

/** The release's page-chunks.json: none (a remote that does not split its pages), or its pages. */
async function readPageChunks(dir: string): Promise<Record<string, string[]> | 'invalid'> {
  const file = path.join(dir, 'page-chunks.json');
  if (!(await stat(file).catch(() => undefined))) return {};
  const parsed = pageChunksSchema.safeParse(await readJson(file).catch(() => undefined));
  return parsed.success ? parsed.data.pages : 'invalid';
}

/**
 * The named files not in the folder: a release uploaded in part would load its entry and then
 * fail page by page, past the shell's fall-back to the last good release.
 */
async function missingFiles(dir: string, names: string[]): Promise<string[]> {
  const unique = [...new Set(names)];
  const present = await Promise.all(
    unique.map(
      async (name) =>
        isReleaseFileName(name) &&
        Boolean((await stat(path.join(dir, name)).catch(() => undefined))?.isFile()),
    ),
  );
  return unique.filter((_, index) => !present[index]);
}

const minorOf = (version: string) => Number.parseInt(version.split('.')[1] ?? '', 10);

/**
 * The shell provides the one shared-contracts of the page (a singleton). A remote built against
 * another major speaks other events; one built against a newer minor may call what the shell's
 * copy does not have yet (additive changes: release the shell first).
 */
export function contractsProblem(remoteContracts: string, shellContracts: string): string | undefined {
  if (contractsMajor(remoteContracts) !== contractsMajor(shellContracts)) {
    return `built against shared-contracts ${remoteContracts}; the shell accepts major ${contractsMajor(shellContracts)}`;
  }
  if (!(minorOf(remoteContracts) <= minorOf(shellContracts))) {
    return `built against shared-contracts ${remoteContracts}, newer than the shell's ${shellContracts}: release the shell first`;
  }
  return undefined;
}

/** The contracts version the deployed shell was built with (build/shell/release.json). */
export async function shellContractsVersion(buildDir: string, fallback: string): Promise<string> {
  const parsed = z
    .object({ contractsVersion: z.string() })
    .safeParse(await readJson(path.join(buildDir, 'shell/release.json')).catch(() => undefined));
  return parsed.success ? parsed.data.contractsVersion : fallback;
}
