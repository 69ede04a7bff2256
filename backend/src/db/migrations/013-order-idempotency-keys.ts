import type { Migration } from './index';

/**
 * The Idempotency-Key of each order placed with one (backend/src/orders/order-idempotency.ts).
 * A key belongs to an account, or with user_id NULL to the guests; the unique index makes two
 * requests with one key in one scope place one order: the second waits for the first's
 * transaction and then finds its key. request_hash is the SHA-256 of the request body in
 * canonical form, so a retry with another body can be told apart (409). order_id is set in the
 * same transaction as the key row is written; keys older than IDEMPOTENCY_KEY_TTL_HOURS count as
 * unused and are deleted as new orders come in.
 */
export const orderIdempotencyKeysMigration: Migration = {
  id: '013-order-idempotency-keys',
  statements: [
    `CREATE TABLE order_idempotency_keys (
      id serial PRIMARY KEY,
      idempotency_key text NOT NULL,
      user_id integer REFERENCES users(id) ON DELETE CASCADE,
      request_hash text NOT NULL,
      order_id integer REFERENCES orders(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    // coalesce: a guest's key (NULL) is unique among the guests; user ids start at 1.
    `CREATE UNIQUE INDEX order_idempotency_keys_scope_idx
      ON order_idempotency_keys ((coalesce(user_id, 0)), idempotency_key)`,
    `CREATE INDEX order_idempotency_keys_created_idx ON order_idempotency_keys (created_at)`,
  ],
};
