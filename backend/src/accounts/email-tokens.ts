import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

export type TokenPurpose = 'verify' | 'reset';

export const TOKEN_TTL_MINUTES: Record<TokenPurpose, number> = { verify: 24 * 60, reset: 60 };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token for the link in an email; only its hash is stored. */
export async function issueEmailToken(db: Queryable, userId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO email_tokens (token_hash, user_id, purpose, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [hashOf(token), userId, purpose, TOKEN_TTL_MINUTES[purpose]],
  );
  return token;
}

/**
 * Uses a token up: one UPDATE that only matches an unused, unexpired token, so two requests with
 * the same token cannot both succeed. Answers the user id, or undefined (unknown, used, expired).
 */
export async function consumeEmailToken(
  db: Queryable,
  token: string,
  purpose: TokenPurpose,
): Promise<number | undefined> {
  const { rows } = await db.query<{ user_id: number }>(
    `UPDATE email_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id`,
    [hashOf(token), purpose],
  );
  return rows[0]?.user_id;
}

/** A newer link makes the older ones of the same purpose useless. */
export async function revokeEmailTokens(db: Queryable, userId: number, purpose: TokenPurpose): Promise<void> {
  await db.query(
    `UPDATE email_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [userId, purpose],
  );
}
