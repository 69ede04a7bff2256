import type { Migration } from './index';

/**
 * Orders. Money is integer euro cents incl. VAT, copied from the product at the time of the order
 * (a later price change does not rewrite history). user_id is NULL for a guest order.
 */
export const ordersMigration: Migration = {
  id: '003-orders',
  statements: [
    // Human-friendly order numbers (RD-100001, RD-100002, ...) from a sequence: unique without retries.
    `CREATE SEQUENCE order_number_seq START WITH 100001`,
    `CREATE TABLE orders (
      id serial PRIMARY KEY,
      order_number text NOT NULL UNIQUE,
      user_id integer REFERENCES users(id) ON DELETE SET NULL,
      email text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      phone text,
      delivery text NOT NULL CHECK (delivery IN ('delivery', 'collection')),
      street text,
      house_number text,
      postal_code text,
      city text,
      country text,
      total_cents integer NOT NULL CHECK (total_cents >= 0),
      vat_cents integer NOT NULL CHECK (vat_cents >= 0),
      status text NOT NULL,
      locale text NOT NULL DEFAULT 'nl_NL',
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC)`,
    `CREATE TABLE order_lines (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      product_id integer NOT NULL REFERENCES products(id),
      product_name text NOT NULL,
      qty integer NOT NULL CHECK (qty > 0),
      unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
      order_type text NOT NULL CHECK (order_type IN ('normal', 'reservation'))
    )`,
    `CREATE INDEX order_lines_order_idx ON order_lines (order_id, id)`,
    `CREATE TABLE order_status_history (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      status text NOT NULL,
      note text,
      at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, id)`,
  ],
};
