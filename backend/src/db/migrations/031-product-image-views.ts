import type { Migration } from './index';

/**
 * products.image_views: a product's image views in display order (position, then id), kept by the
 * database from product_images in the transaction of every change to them. Every listing page
 * read them per product with a subquery of its select list (catalog/queries/product-row.ts
 * PRODUCT_VIEWS): 25 index look-ups and arrays built per page, 0.2-0.3 ms of a leaf's first page
 * that took 0.35-0.47 ms to run in all at 100 000 products. Read from the product's own row they
 * cost nothing more than the row. product_images stays the table that is written (the import,
 * the seed); this column follows it.
 *
 * A statement trigger on product_images writes the views again of the products a statement
 * touched (riode_refresh_image_views), and only where they differ, so a load that writes them
 * with its products (the seed) costs a comparison per product. The update of products it makes
 * is a change of the product like any other: its statement triggers (catalog_counts, the names'
 * words, the listing's stretches) see no column of theirs change, and the catalogue's answers
 * kept by the server are dropped, as the images' own change trigger already had them dropped.
 */
const REFRESH = `CREATE FUNCTION riode_refresh_image_views(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET image_views = v.views
  FROM (SELECT c.id, coalesce(
          (SELECT array_agg(i.view_type ORDER BY i.position, i.id) FROM product_images i WHERE i.product_id = c.id),
          '{}') AS views
        FROM unnest(ids) AS c(id)) v
  WHERE p.id = v.id AND p.image_views IS DISTINCT FROM v.views
$$`;

/** A transition table is visible in the trigger function only, so each case names its own. */
const CHANGED = `CREATE FUNCTION riode_product_images_changed_views() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      UPDATE products SET image_views = '{}' WHERE image_views <> '{}';
    ELSIF TG_OP = 'INSERT' THEN
      PERFORM riode_refresh_image_views(ARRAY(SELECT DISTINCT product_id FROM new_rows));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM riode_refresh_image_views(ARRAY(SELECT DISTINCT product_id FROM old_rows));
    ELSE
      PERFORM riode_refresh_image_views(
        ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
    END IF;
    RETURN NULL;
  END $$`;

const TRIGGERS = [
  `CREATE TRIGGER product_images_views_inserted AFTER INSERT ON product_images
     REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION riode_product_images_changed_views()`,
  `CREATE TRIGGER product_images_views_updated AFTER UPDATE ON product_images
     REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION riode_product_images_changed_views()`,
  `CREATE TRIGGER product_images_views_deleted AFTER DELETE ON product_images
     REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION riode_product_images_changed_views()`,
  `CREATE TRIGGER product_images_views_truncated AFTER TRUNCATE ON product_images
     FOR EACH STATEMENT EXECUTE FUNCTION riode_product_images_changed_views()`,
];

export const productImageViewsMigration: Migration = {
  id: '031-product-image-views',
  statements: [
    // A constant default: no rewrite of the table for the new column itself.
    `ALTER TABLE products ADD COLUMN image_views text[] NOT NULL DEFAULT '{}'`,
    REFRESH,
    CHANGED,
    ...TRIGGERS,
    // The existing products' views, once, with their own statement triggers off: none of the
    // tables they keep depends on the views, and at a million products each would compare every
    // row of the update (all of this inside the migration's transaction).
    'ALTER TABLE products DISABLE TRIGGER USER',
    'SELECT riode_refresh_image_views(ARRAY(SELECT DISTINCT product_id FROM product_images))',
    'ALTER TABLE products ENABLE TRIGGER USER',
  ],
  // The update wrote every product with images again, which leaves their pages not all-visible.
  afterwards: ['VACUUM ANALYZE products'],
};
