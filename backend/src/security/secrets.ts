import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

export interface Secrets {
  /** Auth.js session cookies (JWE). */
  authJs: string;
  /** Access tokens (HS256). */
  accessToken: Uint8Array;
  /** ALTCHA challenge signatures. */
  captcha: string;
  captchaKey: string;
}

/**
 * One master secret: AUTH_SECRET when configured, otherwise one generated on first start and kept
 * in the database (app_secrets), so that it survives restarts and is shared by every instance on
 * one PostgreSQL. Each use gets its own key derived from it, so no two purposes share a key.
 */
export async function loadSecrets(db: Queryable, configured: string | undefined): Promise<Secrets> {
  const master = configured ?? (await persistedMaster(db));
  const derive = (purpose: string) => createHmac('sha256', master).update(purpose).digest('hex');
  return {
    authJs: derive('authjs-session'),
    accessToken: Buffer.from(derive('access-token'), 'hex'),
    captcha: derive('altcha-challenge'),
    captchaKey: derive('altcha-key'),
  };
}

async function persistedMaster(db: Queryable): Promise<string> {
  // Two instances starting together: the first insert wins, both read the winner.
  await db.query(
    `INSERT INTO app_secrets (name, value) VALUES ('master', $1) ON CONFLICT (name) DO NOTHING`,
    [randomBytes(32).toString('hex')],
  );
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM app_secrets WHERE name = 'master'`);
  const value = rows[0]?.value;
  if (!value) throw new Error('app_secrets has no master secret');
  return value;
}
