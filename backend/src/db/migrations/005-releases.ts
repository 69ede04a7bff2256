import type { Migration } from './index';

/**
 * The remote registry (docs/architecture.md): every release of each remote, which one is active,
 * canaries, and the fall-backs browsers reported. Release files are immutable folders on disk;
 * these rows are the one mutable pointer.
 */
export const releasesMigration: Migration = {
  id: '005-releases',
  statements: [
    `CREATE TABLE remote_releases (
      remote text NOT NULL,
      version text NOT NULL,
      contracts_version text NOT NULL,
      built_at timestamptz NOT NULL,
      content_hash text NOT NULL,
      released_by text NOT NULL,
      released_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (remote, version)
    )`,
    `CREATE TABLE remote_activations (
      id serial PRIMARY KEY,
      remote text NOT NULL,
      version text NOT NULL,
      activated_by text NOT NULL,
      activated_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (remote, version) REFERENCES remote_releases (remote, version)
    )`,
    `CREATE INDEX remote_activations_remote_idx ON remote_activations (remote, id DESC)`,
    `CREATE TABLE remote_canaries (
      remote text PRIMARY KEY,
      version text NOT NULL,
      percent smallint NOT NULL CHECK (percent BETWEEN 0 AND 100),
      started_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (remote, version) REFERENCES remote_releases (remote, version)
    )`,
    `CREATE TABLE remote_fallbacks (
      id serial PRIMARY KEY,
      remote text NOT NULL,
      from_version text NOT NULL,
      to_version text NOT NULL,
      page text NOT NULL DEFAULT '',
      reported_at timestamptz NOT NULL DEFAULT now()
    )`,
  ],
};
