import { REMOTE_NAMES, type RegistryDocument, type RemoteName, type RemoteRelease } from 'shared-contracts';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database, Queryable } from '../db/database';
import { ApiProblem } from '../plugins/api-errors';
import { checkReleaseFolder, releaseDir, shellContractsVersion } from './release-folder';
import * as repo from './release-repository';
import { canaryBucket, type Visitor } from './visitor';

interface RemoteState {
  history: string[];
  /** Releases the operator rolled back from: never a fall-back. */
  withdrawn: Set<string>;
  contracts: Map<string, string>;
  canary?: repo.CanaryRecord | undefined;
}

/** How long an instance trusts what it read: another instance's rollback shows within this time. */
const STATE_TTL_MS = 1000;

/**
 * Taken by every change of what is served and by a prune, in their transaction, on every instance
 * (one database): a prune never removes a folder that a rollback or canary is making served.
 */
const REGISTRY_LOCK = 727_275;
const lockRegistry = (tx: Queryable) => tx.query('SELECT pg_advisory_xact_lock($1)', [REGISTRY_LOCK]);

/** The fall-back of the active release: the newest release served before it, unless withdrawn. */
const fallbackIn = (history: string[], withdrawn: Set<string>): string | undefined =>
  history.find((version) => version !== history[0] && !withdrawn.has(version));

/** Why a prune kept a release folder. */
export type KeptBecause = 'active' | 'canary' | 'fall-back' | 'newest';

export interface PruneResult {
  removed: string[];
  kept: Array<{ version: string; because: KeptBecause }>;
}

/**
 * The registry: release, activate, roll back, canary, and the registry document a visitor gets.
 * Release, rollback and canary are operations on these rows only: no file is rebuilt or touched.
 */
export class RemoteRegistry {
  private state?: { at: number; remotes: Map<RemoteName, RemoteState> };

  constructor(
    private readonly db: Database,
    private readonly buildDir: string,
    private readonly contractsVersion: string,
  ) {}

  /** Records a release folder after the guards pass; activates it, or starts it as a canary. */
  async release(
    remote: RemoteName,
    version: string,
    by: string,
    canaryPercent?: number,
  ): Promise<repo.ReleaseRecord> {
    const check = await this.checkFolder(remote, version);
    if (!check.ok) throw new ApiProblem(422, 'releaseRefused', `Release refused: ${check.reason}`);
    const { release, contentHash } = check;
    await this.db.transaction(async (tx) => {
      await lockRegistry(tx);
      await repo.insertRelease(tx, { ...release, remote, contentHash, releasedBy: by });
      if (canaryPercent === undefined) {
        await repo.activate(tx, remote, version, by, 'release');
        await repo.clearCanary(tx, remote);
      } else {
        await repo.setCanary(tx, remote, version, canaryPercent);
      }
    });
    this.state = undefined;
    const recorded = await repo.findRelease(this.db, remote, version);
    if (!recorded) throw new ApiProblem(500, 'internal');
    return recorded;
  }

  /**
   * Back to a named version, or to the newest release that was active before the current one and
   * has not been withdrawn. The release left is withdrawn: it is nobody's fall-back, and a second
   * rollback steps further back instead of returning to it.
   */
  async rollback(remote: RemoteName, by: string, version?: string): Promise<string> {
    const history = await repo.activationHistory(this.db, remote);
    const [current] = history;
    const withdrawn = await this.withdrawnOf(remote);
    const target = version ?? history.find((candidate) => candidate !== current && !withdrawn.has(candidate));
    if (!target)
      throw new ApiProblem(
        409,
        'noPreviousRelease',
        `There is no earlier release of ${remote} to roll back to.`,
      );
    return this.activate(remote, target, by, 'rollback', target === current ? undefined : current);
  }

  private async withdrawnOf(remote: RemoteName): Promise<Set<string>> {
    const releases = await repo.listReleases(this.db, remote);
    return new Set(releases.filter((release) => release.withdrawnAt).map((release) => release.version));
  }

  /** Makes a version (by default the running canary) the active release for everyone. */
  async promote(remote: RemoteName, by: string, version?: string): Promise<string> {
    const target =
      version ?? (await repo.listCanaries(this.db)).find((canary) => canary.remote === remote)?.version;
    if (!target) throw new ApiProblem(409, 'noCanary', `${remote} has no canary to promote; name a version.`);
    return this.activate(remote, target, by, 'promote');
  }

  async canary(remote: RemoteName, version: string, percent: number): Promise<void> {
    if (percent === 0) {
      await this.knownRelease(remote, version);
      await repo.clearCanary(this.db, remote);
    } else {
      await this.servableRelease(remote, version);
      await this.db.transaction(async (tx) => {
        await this.lockWithFolder(tx, remote, version);
        await repo.setCanary(tx, remote, version, percent);
      });
    }
    this.state = undefined;
  }

  private async activate(
    remote: RemoteName,
    version: string,
    by: string,
    action: repo.ActivationAction,
    withdrawn?: string,
  ): Promise<string> {
    await this.servableRelease(remote, version);
    await this.db.transaction(async (tx) => {
      await this.lockWithFolder(tx, remote, version);
      await repo.activate(tx, remote, version, by, action);
      await repo.clearCanary(tx, remote);
      if (withdrawn) await repo.withdraw(tx, remote, withdrawn);
    });
    this.state = undefined;
    return version;
  }

  /**
   * Takes the registry lock, then checks that the folder the guards passed is still there: a prune
   * on any instance that ran between the check and the lock has removed it.
   */
  private async lockWithFolder(tx: Queryable, remote: RemoteName, version: string): Promise<void> {
    await lockRegistry(tx);
    const entry = path.join(releaseDir(this.buildDir, remote, version), 'remoteEntry.js');
    if (!(await stat(entry).catch(() => undefined)))
      throw new ApiProblem(
        409,
        'releaseUnavailable',
        `${remote} ${version} cannot be made active: its folder was removed`,
      );
  }

  /**
   * Removes the folders of a remote's releases beyond the newest `keep`, never the active release,
   * the canary or the fall-back. The rows stay (the history, the reports); a removed release can
   * no longer be made active, as the guards find no folder. Folders that are no recorded release
   * (a copy still being registered) are not looked at.
   */
  async prune(remote: RemoteName, keep: number): Promise<PruneResult> {
    const remotesDir = path.join(this.buildDir, 'remotes', remote);
    return this.db.transaction(async (tx) => {
      await lockRegistry(tx);
      const releases = await repo.listReleases(tx, remote);
      const history = await repo.activationHistory(tx, remote);
      const canaries = await repo.listCanaries(tx);
      const withdrawn = new Set(releases.filter((r) => r.withdrawnAt).map((r) => r.version));
      const canary = canaries.find((c) => c.remote === remote)?.version;
      const fallback = fallbackIn(history, withdrawn);
      const result: PruneResult = { removed: [], kept: [] };
      for (const [index, { version }] of releases.entries()) {
        const because: KeptBecause | undefined =
          version === history[0]
            ? 'active'
            : version === canary
              ? 'canary'
              : version === fallback
                ? 'fall-back'
                : index < keep
                  ? 'newest'
                  : undefined;
        if (because) {
          result.kept.push({ version, because });
          continue;
        }
        const dir = releaseDir(this.buildDir, remote, version);
        // A version is a name, never a path: nothing outside the remote's own folder is removed.
        if (path.dirname(dir) !== remotesDir || version.startsWith('.')) continue;
        if (!(await stat(dir).catch(() => undefined))?.isDirectory()) continue;
        await rm(dir, { recursive: true, force: true });
        result.removed.push(version);
      }
      return result;
    });
  }

  /** Whether this instance has the release's folder (a pruned one has not). */
  async hasFolder(remote: RemoteName, version: string): Promise<boolean> {
    return Boolean(
      (await stat(releaseDir(this.buildDir, remote, version)).catch(() => undefined))?.isDirectory(),
    );
  }

  private checkFolder(remote: RemoteName, version: string) {
    return shellContractsVersion(this.buildDir, this.contractsVersion).then((shellContracts) =>
      checkReleaseFolder(this.buildDir, remote, version, shellContracts),
    );
  }

  private async knownRelease(remote: RemoteName, version: string): Promise<void> {
    if (!(await repo.findRelease(this.db, remote, version)))
      throw new ApiProblem(404, 'unknownRelease', `${remote} ${version} is not a known release.`);
  }

  /**
   * A known release whose folder still passes the release-time guards. Rollback, promote and
   * canary change rows only, so a folder pruned or damaged since its release (or a contracts major
   * the shell has since left) would reach every visitor; it is refused, and nothing changes.
   */
  private async servableRelease(remote: RemoteName, version: string): Promise<void> {
    await this.knownRelease(remote, version);
    const check = await this.checkFolder(remote, version);
    if (!check.ok)
      throw new ApiProblem(
        409,
        'releaseUnavailable',
        `${remote} ${version} cannot be made active: ${check.reason}`,
      );
  }

  /** The registry document for one visitor: active releases, canaries where they fall in, fallbacks. */
  async documentFor(visitor: Visitor): Promise<RegistryDocument> {
    const remotes: RegistryDocument['remotes'] = {};
    for (const [remote, state] of await this.load()) {
      const [active] = state.history;
      if (!active) continue;
      const previous = fallbackIn(state.history, state.withdrawn);
      const canary = state.canary;
      const inCanary =
        canary && (visitor.testsCanaryOf(remote) || canaryBucket(visitor.id, remote) < canary.percent);
      remotes[remote] = inCanary
        ? this.entry(remote, canary.version, state, active)
        : this.entry(remote, active, state, previous);
    }
    return { remotes };
  }

  private entry(remote: RemoteName, version: string, state: RemoteState, fallback?: string): RemoteRelease {
    const url = (v: string) => `/remotes/${remote}/${v}/remoteEntry.js`;
    return {
      version,
      entry: url(version),
      contractsVersion: state.contracts.get(version) ?? this.contractsVersion,
      ...(fallback ? { fallbackEntry: url(fallback), fallbackVersion: fallback } : {}),
    };
  }

  private async load(): Promise<Map<RemoteName, RemoteState>> {
    if (this.state && Date.now() - this.state.at < STATE_TTL_MS) return this.state.remotes;
    const [releases, canaries] = await Promise.all([repo.listReleases(this.db), repo.listCanaries(this.db)]);
    const remotes = new Map<RemoteName, RemoteState>();
    for (const remote of REMOTE_NAMES) {
      const contracts = new Map(
        releases.filter((r) => r.remote === remote).map((r) => [r.version, r.contractsVersion]),
      );
      remotes.set(remote, {
        history: await repo.activationHistory(this.db, remote),
        withdrawn: new Set(
          releases.filter((r) => r.remote === remote && r.withdrawnAt).map((r) => r.version),
        ),
        contracts,
        canary: canaries.find((c) => c.remote === remote),
      });
    }
    this.state = { at: Date.now(), remotes };
    return remotes;
  }

  async status() {
    const remotes = await this.load();
    const active = Object.fromEntries(
      [...remotes].map(([remote, state]) => [remote, state.history[0] ?? null]),
    );
    const fallback = Object.fromEntries(
      [...remotes].map(([remote, state]) => [remote, fallbackIn(state.history, state.withdrawn) ?? null]),
    );
    return {
      active,
      fallback,
      canaries: await repo.listCanaries(this.db),
      recentFallbacks: await repo.recentFallbacks(this.db),
    };
  }
}
