import type { Migration } from './index';

/**
 * Accounts. Emails are unique regardless of case (a unique index on lower(email)), because
 * people type their address differently on different days. Tokens are stored as SHA-256 hashes
 * so that a copy of the database does not hand out working verification or reset links.
 * Login failure counters are not here: they live in the shared counter store (memory or Redis).
 */
export const accountsMigration: Migration = {
  id: '002-accounts',
  statements: [
    `CREATE TABLE users (
      id serial PRIMARY KEY,
      email text NOT NULL,
      password_hash text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      account_type smallint NOT NULL CHECK (account_type IN (0, 1)),
      company_name text,
      confirm_b2b boolean NOT NULL DEFAULT false,
      verified boolean NOT NULL DEFAULT false,
      newsletters boolean NOT NULL DEFAULT false,
      phone text,
      locale text NOT NULL DEFAULT 'nl_NL',
      token_version integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE UNIQUE INDEX users_lower_email_idx ON users (lower(email))`,
    `CREATE TABLE email_tokens (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('verify', 'reset')),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX email_tokens_user_idx ON email_tokens (user_id, purpose)`,
    `CREATE TABLE user_devices (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      device_id text NOT NULL,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      login_count integer NOT NULL DEFAULT 1,
      PRIMARY KEY (user_id, device_id)
    )`,
    `CREATE TABLE email_outbox (
      id serial PRIMARY KEY,
      to_address text NOT NULL,
      kind text NOT NULL,
      subject text NOT NULL,
      body_text text NOT NULL,
      link text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    // Secrets generated on first start when none is configured; kept in the database so that
    // every instance on one PostgreSQL signs and verifies with the same keys.
    `CREATE TABLE app_secrets (
      name text PRIMARY KEY,
      value text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  ],
};
