import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_TTL_HOURS, ORDER_PROBLEMS, type PlaceOrderRequest } from 'shared-contracts';
import type { Queryable } from '../db/database';
import { ApiProblem } from '../plugins/api-errors';

/**
 * The Idempotency-Key of a place-order request (docs/architecture.md, "Placing an order once"):
 * the key, whose it is (an account, or null: the guests) and the hash of the body it came with.
 */
export interface OrderKey {
  key: string;
  userId: number | null;
  requestHash: string;
}

/** How many expired keys an order deletes on its way, so the table keeps about a day of keys. */
const EXPIRED_PER_ORDER = 100;

/** JSON with the keys of every object sorted: equal bodies give equal text, whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of the validated body in canonical form: what "the same body" means for a retry. */
export function requestHash(order: PlaceOrderRequest): string {
  return createHash('sha256').update(canonicalJson(order)).digest('hex');
}

// $1 user id or null, $2 key; a key older than the time-to-live counts as never used.
const SAME_KEY = 'coalesce(user_id, 0) = coalesce($1::int, 0) AND idempotency_key = $2';
const LIVE = `created_at > now() - interval '${IDEMPOTENCY_KEY_TTL_HOURS} hours'`;

/**
 * The number of the order placed earlier with this key, or undefined when the key is unused (or
 * expired). The same key with another body is a 409, and nothing is done.
 */
export async function orderOfKey(db: Queryable, orderKey: OrderKey): Promise<string | undefined> {
  const { rows } = await db.query<{ request_hash: string; order_number: string }>(
    `SELECT k.request_hash, o.order_number
       FROM order_idempotency_keys k JOIN orders o ON o.id = k.order_id
      WHERE coalesce(k.user_id, 0) = coalesce($1::int, 0) AND k.idempotency_key = $2
        AND k.${LIVE}`,
    [orderKey.userId, orderKey.key],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (row.request_hash !== orderKey.requestHash)
    throw new ApiProblem(409, 'idempotencyKeyReused', ORDER_PROBLEMS.idempotencyKeyReused);
  return row.order_number;
}

/**
 * Claims the key for the order `tx` is about to place, first thing in the transaction. Answers
 * the claim's id, or undefined when another request with the key has placed its order: the unique
 * index makes this insert wait until that request's transaction ends, so two requests with one
 * key never both take stock. If that transaction rolled back (out of stock), this one claims the
 * key and tries on its own. An expired row of the same key is deleted first, and a few other
 * expired rows with it (skipping those another transaction holds, so this never waits for them).
 */
export async function claimKey(tx: Queryable, orderKey: OrderKey): Promise<number | undefined> {
  await tx.query(`DELETE FROM order_idempotency_keys WHERE ${SAME_KEY} AND NOT ${LIVE}`, [
    orderKey.userId,
    orderKey.key,
  ]);
  await tx.query(
    `DELETE FROM order_idempotency_keys WHERE id IN (
       SELECT id FROM order_idempotency_keys WHERE NOT ${LIVE}
        ORDER BY created_at LIMIT ${EXPIRED_PER_ORDER} FOR UPDATE SKIP LOCKED)`,
  );
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO order_idempotency_keys (idempotency_key, user_id, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING id`,
    [orderKey.key, orderKey.userId, orderKey.requestHash],
  );
  return rows[0]?.id;
}

/** Links a claimed key to the order placed under it, in the same transaction. */
export async function linkKey(tx: Queryable, claimId: number, orderId: number): Promise<void> {
  await tx.query('UPDATE order_idempotency_keys SET order_id = $1 WHERE id = $2', [orderId, claimId]);
}
