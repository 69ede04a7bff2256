import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './shop-server';

const run = promisify(execFile);

export const OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef0123';

/** The operator CLI against a given server, as an operator would run it. */
export async function shopCli(shopUrl: string, buildDir: string, ...args: string[]) {
  try {
    const { stdout } = await run(
      process.execPath,
      [path.join(repoRoot, 'backend/dist/cli/index.js'), ...args],
      {
        env: { ...process.env, SHOP_URL: shopUrl, OPERATOR_TOKEN, BUILD_DIR: buildDir, LOG_LEVEL: 'silent' },
      },
    );
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** `npm run release -w mfe-<remote>` with a version of our choosing. */
export async function releaseRemote(shopUrl: string, buildDir: string, dir: string, version: string) {
  const { stdout } = await run(process.execPath, [path.join(repoRoot, 'scripts/release.mjs')], {
    cwd: path.join(repoRoot, dir),
    env: { ...process.env, SHOP_URL: shopUrl, OPERATOR_TOKEN, BUILD_DIR: buildDir, RELEASE_VERSION: version },
    maxBuffer: 20 * 1024 * 1024,
  });
  const match = /Released \w+ (\S+) in/.exec(stdout);
  if (!match?.[1]) throw new Error(`no release version in:\n${stdout}`);
  return match[1];
}

/**
 * Derives a release folder from an existing one: a new version, optionally another contracts
 * version or exposed modules that throw as soon as they are loaded (a release broken at start).
 */
export function deriveRelease(
  buildDir: string,
  remote: string,
  from: string,
  to: string,
  change: { contractsVersion?: string; throwOnStart?: boolean },
): void {
  const source = path.join(buildDir, 'remotes', remote, from);
  const target = path.join(buildDir, 'remotes', remote, to);
  cpSync(source, target, { recursive: true });
  const meta = JSON.parse(readFileSync(path.join(target, 'release.json'), 'utf8')) as Record<string, string>;
  writeFileSync(
    path.join(target, 'release.json'),
    JSON.stringify({
      ...meta,
      version: to,
      ...(change.contractsVersion ? { contractsVersion: change.contractsVersion } : {}),
    }),
  );
  if (change.throwOnStart) {
    for (const file of readdirSync(target).filter(
      (name) => name.startsWith('__federation_expose_') && name.endsWith('.js'),
    )) {
      writeFileSync(path.join(target, file), `throw new Error('release ${to} is broken');\n`);
      // The server sends a file's precompressed copy when the browser takes it: break those too.
      for (const copy of [`${file}.br`, `${file}.gz`]) rmSync(path.join(target, copy), { force: true });
    }
  }
}

/**
 * Breaks a release's server build after it passed the release guards: its exposed modules throw as
 * soon as the server loads them (a server build that fails at run time).
 */
export function breakServerBuild(buildDir: string, remote: string, version: string): void {
  const dir = path.join(buildDir, 'remotes', remote, version, 'server');
  // The Node build's chunks carry numeric names: every one but the entry throws.
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js') && name !== 'remoteEntry.js')) {
    writeFileSync(path.join(dir, file), `throw new Error('the server build of ${version} is broken');\n`);
  }
}

/** A hash of every file under a folder, to show that a release left others byte-identical. */
export function folderHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** The same bucket the server computes, to pick visitors inside and outside a canary. */
export function canaryBucket(visitorId: string, remote: string): number {
  return (
    Number.parseInt(createHash('sha256').update(`${remote}:${visitorId}`).digest('hex').slice(0, 8), 16) % 100
  );
}
