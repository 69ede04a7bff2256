import { REMOTE_NAMES, type RegistryDocument, type RemoteName, type RemoteRelease } from 'shared-contracts';
import type { Database } from '../db/database';
import { ApiProblem } from '../plugins/api-errors';
import { checkReleaseFolder, shellContractsVersion } from './release-folder';
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
      await repo.insertRelease(tx, { ...release, remote, contentHash, releasedBy: by });
      if (canaryPercent === undefined) {
        await repo.activate(tx, remote, version, by);
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
    return this.activate(remote, target, by, target === current ? undefined : current);
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
    return this.activate(remote, target, by);
  }

  async canary(remote: RemoteName, version: string, percent: number): Promise<void> {
    if (percent === 0) {
      await this.knownRelease(remote, version);
      await repo.clearCanary(this.db, remote);
    } else {
      await this.servableRelease(remote, version);
      await repo.setCanary(this.db, remote, version, percent);
    }
    this.state = undefined;
  }

  private async activate(
    remote: RemoteName,
    version: string,
    by: string,
    withdrawn?: string,
  ): Promise<string> {
    await this.servableRelease(remote, version);
    await this.db.transaction(async (tx) => {
      await repo.activate(tx, remote, version, by);
      await repo.clearCanary(tx, remote);
      if (withdrawn) await repo.withdraw(tx, remote, withdrawn);
    });
    this.state = undefined;
    return version;
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
      // The fall-back: the newest release served before, unless the operator withdrew it.
      const previous = state.history.find((version) => version !== active && !state.withdrawn.has(version));
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
    return {
      active,
      canaries: await repo.listCanaries(this.db),
      recentFallbacks: await repo.recentFallbacks(this.db),
    };
  }
}
