import type { Migration } from './index';

/**
 * The catalogue. Money is integer euro cents incl. VAT (docs/architecture.md). A product without a
 * price or without a stock number exists (the spec refuses to add such a product to the cart),
 * hence NULL.
 */
export const catalogMigration: Migration = {
  id: '001-catalog',
  statements: [
    `CREATE TABLE categories (
      id integer PRIMARY KEY,
      name text NOT NULL,
      parent_category_id integer NOT NULL DEFAULT 0,
      position integer NOT NULL DEFAULT 0
    )`,
    `CREATE TABLE brands (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE
    )`,
    `CREATE TABLE products (
      id serial PRIMARY KEY,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      category_id integer NOT NULL REFERENCES categories(id),
      brand_id integer REFERENCES brands(id),
      price_cents integer CHECK (price_cents IS NULL OR price_cents >= 0),
      old_price_cents integer CHECK (old_price_cents IS NULL OR old_price_cents >= 0),
      stock integer CHECK (stock IS NULL OR stock >= 0),
      color text NOT NULL DEFAULT '',
      size text NOT NULL DEFAULT '',
      type text NOT NULL DEFAULT '',
      condition text NOT NULL DEFAULT 'new',
      final_product_status text NOT NULL DEFAULT 'approved',
      approved boolean NOT NULL DEFAULT true,
      is_sale boolean NOT NULL DEFAULT false,
      offer_end_date timestamptz,
      b2b_discount_flag boolean NOT NULL DEFAULT false,
      b2b_discount_percent smallint NOT NULL DEFAULT 0 CHECK (b2b_discount_percent BETWEEN 0 AND 90),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE product_images (
      id serial PRIMARY KEY,
      product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      view_type text NOT NULL,
      position integer NOT NULL DEFAULT 0,
      UNIQUE (product_id, view_type)
    )`,
    `CREATE INDEX products_category_idx ON products (category_id, id)`,
    `CREATE INDEX products_sale_idx ON products (is_sale) WHERE is_sale`,
    `CREATE INDEX products_price_idx ON products (price_cents)`,
    `CREATE INDEX products_lower_name_idx ON products (lower(name) text_pattern_ops)`,
    `CREATE INDEX product_images_product_idx ON product_images (product_id, position)`,
  ],
};
