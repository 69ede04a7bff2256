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

export async function activate(
  db: Queryable,
  remote: RemoteName,
  version: string,
  by: string,
): Promise<void> {
  await db.query('INSERT INTO remote_activations (remote, version, activated_by) VALUES ($1, $2, $3)', [
    remote,
    version,
    by,
  ]);
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

/** Keeps the newest 200 reports: enough to see a pattern, bounded however often browsers report. */
export async function recordFallback(
  db: Queryable,
  remote: RemoteName,
  from: string,
  to: string,
  page: string,
) {
  await db.query(
    'INSERT INTO remote_fallbacks (remote, from_version, to_version, page) VALUES ($1, $2, $3, $4)',
    [remote, from, to, page.slice(0, 300)],
  );
  await db.query('DELETE FROM remote_fallbacks WHERE id <= (SELECT max(id) - 200 FROM remote_fallbacks)');
}

export async function recentFallbacks(db: Queryable, limit = 20) {
  const { rows } = await db.query<{
    remote: RemoteName;
    from_version: string;
    to_version: string;
    page: string;
    reported_at: Date | string;
  }>('SELECT * FROM remote_fallbacks ORDER BY id DESC LIMIT $1', [limit]);
  return rows.map((row) => ({
    remote: row.remote,
    fromVersion: row.from_version,
    toVersion: row.to_version,
    page: row.page,
    reportedAt: iso(row.reported_at),
  }));
}
