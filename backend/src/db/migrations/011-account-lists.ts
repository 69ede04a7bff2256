import type { Migration } from './index';

/**
 * A signed-in shopper's cart and wishlist, kept per account so they follow it across devices
 * (backend/src/account-lists/). A cart line is a product and an order type; `seq` keeps the order
 * the lines were first added in. Lines of a product that is deleted go with it.
 * account_list_merges remembers the last sign-in merge per account, so a retried merge (same id)
 * adds nothing twice.
 */
export const accountListsMigration: Migration = {
  id: '011-account-lists',
  statements: [
    `CREATE TABLE account_cart_lines (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      order_type text NOT NULL CHECK (order_type IN ('normal', 'reservation')),
      qty integer NOT NULL CHECK (qty > 0),
      seq bigserial NOT NULL,
      PRIMARY KEY (user_id, product_id, order_type)
    )`,
    `CREATE TABLE account_wishlist_items (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      seq bigserial NOT NULL,
      PRIMARY KEY (user_id, product_id)
    )`,
    `CREATE TABLE account_list_merges (
      user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      merge_id text NOT NULL,
      merged_at timestamptz NOT NULL DEFAULT now()
    )`,
  ],
};
