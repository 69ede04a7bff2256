import type { Migration } from './index';

/**
 * Fall-back reports become one row per (remote, from, to) with a count, first and last seen, and
 * how many fall-backs loaded or also failed (backend/src/releases/fallback-reports.ts), bounded by
 * the releases there are instead of a list of the newest 200 any visitor could fill. Both versions
 * must be recorded releases; the old list's rows that name one that is not are dropped with it.
 * Activations say what made them (release, rollback, promote), so `npm run shop -- releases` can
 * list the recent rollbacks; activations before this migration say nothing.
 */
export const fallbackReportsMigration: Migration = {
  id: '012-fallback-reports',
  statements: [
    `CREATE TABLE remote_fallback_reports (
      remote text NOT NULL,
      from_version text NOT NULL,
      to_version text NOT NULL,
      count integer NOT NULL,
      loaded integer NOT NULL DEFAULT 0,
      failed integer NOT NULL DEFAULT 0,
      first_seen timestamptz NOT NULL DEFAULT now(),
      last_seen timestamptz NOT NULL DEFAULT now(),
      last_page text NOT NULL DEFAULT '',
      PRIMARY KEY (remote, from_version, to_version),
      FOREIGN KEY (remote, from_version) REFERENCES remote_releases (remote, version),
      FOREIGN KEY (remote, to_version) REFERENCES remote_releases (remote, version),
      CHECK (from_version <> to_version)
    )`,
    `INSERT INTO remote_fallback_reports (remote, from_version, to_version, count, first_seen, last_seen)
     SELECT f.remote, f.from_version, f.to_version, count(*), min(f.reported_at), max(f.reported_at)
     FROM remote_fallbacks f
     JOIN remote_releases a ON a.remote = f.remote AND a.version = f.from_version
     JOIN remote_releases b ON b.remote = f.remote AND b.version = f.to_version
     WHERE f.from_version <> f.to_version
     GROUP BY f.remote, f.from_version, f.to_version`,
    `DROP TABLE remote_fallbacks`,
    `CREATE INDEX remote_fallback_reports_seen_idx ON remote_fallback_reports (last_seen DESC)`,
    `ALTER TABLE remote_activations ADD COLUMN action text`,
  ],
};
