import type { RemoteName } from 'shared-contracts';
import type { Queryable } from '../db/database';

export interface ReleaseRecord {
  remote: RemoteName;
  version: string;
  contractsVersion: string;
  builtAt: string;
  contentHash: string;
  releasedBy: string;
  releasedAt: string;
  /** When the operator rolled back from it (null: never, or made active again since). */
  withdrawnAt: string | null;
}

export interface CanaryRecord {
  remote: RemoteName;
  version: string;
  percent: number;
  startedAt: string;
}

interface ReleaseRow {
  remote: RemoteName;
  version: string;
  contracts_version: string;
  built_at: Date | string;
  content_hash: string;
  released_by: string;
  released_at: Date | string;
  withdrawn_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toRelease = (row: ReleaseRow): ReleaseRecord => ({
  remote: row.remote,
  version: row.version,
  contractsVersion: row.contracts_version,
  builtAt: iso(row.built_at),
  contentHash: row.content_hash,
  releasedBy: row.released_by,
  releasedAt: iso(row.released_at),
  withdrawnAt: row.withdrawn_at === null ? null : iso(row.withdrawn_at),
});

/** SQL of the remote registry; one function per question, no logic beyond the query. */
export async function findRelease(db: Queryable, remote: RemoteName, version: string) {
  const { rows } = await db.query<ReleaseRow>(
    'SELECT * FROM remote_releases WHERE remote = $1 AND version = $2',
    [remote, version],
  );
  return rows[0] ? toRelease(rows[0]) : undefined;
}

export async function listReleases(db: Queryable, remote?: RemoteName): Promise<ReleaseRecord[]> {
  const { rows } = await db.query<ReleaseRow>(
    'SELECT * FROM remote_releases WHERE ($1::text IS NULL OR remote = $1) ORDER BY remote, released_at DESC, version DESC',
    [remote ?? null],
  );
  return rows.map(toRelease);
}

export async function insertRelease(
  db: Queryable,
  release: Omit<ReleaseRecord, 'releasedAt' | 'withdrawnAt'>,
): Promise<void> {
  await db.query(
    `INSERT INTO remote_releases (remote, version, contracts_version, built_at, content_hash, released_by)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [
      release.remote,
      release.version,
      release.contractsVersion,
      release.builtAt,
      release.contentHash,
      release.releasedBy,
    ],
  );
}

/** What made a release active: recorded so that rollbacks can be listed. */
export type ActivationAction = 'release' | 'rollback' | 'promote';

export async function activate(
  db: Queryable,
  remote: RemoteName,
  version: string,
  by: string,
  action: ActivationAction,
): Promise<void> {
  await db.query(
    'INSERT INTO remote_activations (remote, version, activated_by, action) VALUES ($1, $2, $3, $4)',
    [remote, version, by, action],
  );
  // Made active again: no longer withdrawn.
  await db.query('UPDATE remote_releases SET withdrawn_at = NULL WHERE remote = $1 AND version = $2', [
    remote,
    version,
  ]);
}

/** The operator rolled back from this release: it is nobody's fall-back from now on. */
export async function withdraw(db: Queryable, remote: RemoteName, version: string): Promise<void> {
  await db.query('UPDATE remote_releases SET withdrawn_at = now() WHERE remote = $1 AND version = $2', [
    remote,
    version,
  ]);
}

/** The activation history of a remote, newest first: [0] is active, the next other version is the fallback. */
export async function activationHistory(db: Queryable, remote: RemoteName, limit = 20): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>(
    'SELECT version FROM remote_activations WHERE remote = $1 ORDER BY id DESC LIMIT $2',
    [remote, limit],
  );
  return rows.map((row) => row.version);
}

export async function setCanary(
  db: Queryable,
  remote: RemoteName,
  version: string,
  percent: number,
): Promise<void> {
  await db.query(
    `INSERT INTO remote_canaries (remote, version, percent) VALUES ($1, $2, $3)
     ON CONFLICT (remote) DO UPDATE SET version = EXCLUDED.version, percent = EXCLUDED.percent, started_at = now()`,
    [remote, version, percent],
  );
}

export async function clearCanary(db: Queryable, remote: RemoteName): Promise<void> {
  await db.query('DELETE FROM remote_canaries WHERE remote = $1', [remote]);
}

export async function listCanaries(db: Queryable): Promise<CanaryRecord[]> {
  const { rows } = await db.query<{
    remote: RemoteName;
    version: string;
    percent: number;
    started_at: Date | string;
  }>('SELECT * FROM remote_canaries ORDER BY remote');
  return rows.map((row) => ({
    remote: row.remote,
    version: row.version,
    percent: row.percent,
    startedAt: iso(row.started_at),
  }));
}

/** A browser's report that it loaded a remote's fall-back release (or tried to). */
export interface FallbackReport {
  remote: RemoteName;
  from: string;
  to: string;
  /** Whether the fall-back loaded or also failed; reports of older shells do not say. */
  outcome?: 'loaded' | 'failed' | undefined;
  page: string;
}

export interface FallbackSummary {
  remote: RemoteName;
  fromVersion: string;
  toVersion: string;
  /** Every report recorded, with or without an outcome. */
  count: number;
  loaded: number;
  failed: number;
  firstSeen: string;
  lastSeen: string;
  lastPage: string;
}

/**
 * Whether a report names what a fall-back can be: `from` a recorded release of the remote, `to`
 * one that has been active (a fall-back is always the previous active release, or the active one
 * for a canary visitor), and not the same.
 */
export async function isPossibleFallback(db: Queryable, remote: RemoteName, from: string, to: string) {
  if (from === to) return false;
  const { rows } = await db.query<{ possible: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM remote_releases WHERE remote = $1 AND version = $2)
        AND EXISTS (SELECT 1 FROM remote_activations WHERE remote = $1 AND version = $3) AS possible`,
    [remote, from, to],
  );
  return rows[0]?.possible === true;
}

/** Adds one report to its (remote, from, to) row. */
export async function countFallback(db: Queryable, report: FallbackReport): Promise<void> {
  await db.query(
    `INSERT INTO remote_fallback_reports AS r (remote, from_version, to_version, count, loaded, failed, last_page)
     VALUES ($1, $2, $3, 1, $4, $5, $6)
     ON CONFLICT (remote, from_version, to_version) DO UPDATE SET
       count = r.count + 1,
       loaded = r.loaded + EXCLUDED.loaded,
       failed = r.failed + EXCLUDED.failed,
       last_seen = now(),
       last_page = EXCLUDED.last_page`,
    [
      report.remote,
      report.from,
      report.to,
      report.outcome === 'loaded' ? 1 : 0,
      report.outcome === 'failed' ? 1 : 0,
      report.page,
    ],
  );
}

/** The (remote, from, to) rows last seen most recently. */
export async function recentFallbacks(db: Queryable, limit = 20): Promise<FallbackSummary[]> {
  const { rows } = await db.query<{
    remote: RemoteName;
    from_version: string;
    to_version: string;
    count: number;
    loaded: number;
    failed: number;
    first_seen: Date | string;
    last_seen: Date | string;
    last_page: string;
  }>('SELECT * FROM remote_fallback_reports ORDER BY last_seen DESC, remote, from_version LIMIT $1', [limit]);
  return rows.map((row) => ({
    remote: row.remote,
    fromVersion: row.from_version,
    toVersion: row.to_version,
    count: row.count,
    loaded: row.loaded,
    failed: row.failed,
    firstSeen: iso(row.first_seen),
    lastSeen: iso(row.last_seen),
    lastPage: row.last_page,
  }));
}

export interface RollbackRecord {
  remote: RemoteName;
  /** The release that was active before; null when the history does not go back that far. */
  fromVersion: string | null;
  toVersion: string;
  by: string;
  at: string;
}

/** The operator's rollbacks, newest first (recorded since activations say what made them). */
export async function recentRollbacks(db: Queryable, limit = 10): Promise<RollbackRecord[]> {
  const { rows } = await db.query<{
    remote: RemoteName;
    version: string;
    previous: string | null;
    activated_by: string;
    activated_at: Date | string;
  }>(
    `SELECT * FROM (
       SELECT id, remote, version, action, activated_by, activated_at,
              lag(version) OVER (PARTITION BY remote ORDER BY id) AS previous
       FROM remote_activations
     ) history
     WHERE action = 'rollback' AND previous IS DISTINCT FROM version
     ORDER BY id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    remote: row.remote,
    fromVersion: row.previous,
    toVersion: row.version,
    by: row.activated_by,
    at: iso(row.activated_at),
  }));
}
