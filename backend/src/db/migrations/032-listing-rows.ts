import { PRODUCT_COLUMNS, PRODUCT_VIEWS } from '../../catalog/queries/product-row';
import type { Migration } from './index';

/**
 * riode_listing_rows(ids) and riode_listing_rows_at(places): the rows a listing page shows
 * (catalog/queries/product-row.ts PRODUCT_COLUMNS and PRODUCT_VIEWS) of the products with these
 * ids, or at these places in the table (ctid, which a walk of an order keeps:
 * catalog/queries/list-products.ts walkColumns), each with `n`, its place in the list given.
 *
 * A listing with filters or a search is one statement that PostgreSQL plans with its values, and
 * planning was most of its cost (docs/catalog-queries.md). Reading the page's rows in it added a
 * second products relation with all of its indexes, a subquery for the brand and the select
 * list's expressions to parse and plan every time: a colour and a type in a leaf at 100 000
 * products planned in 0.47 ms and ran in 0.185, and with its rows read by this function 0.275
 * and 0.205 ms. The function's own statement is planned once per connection and kept (PL/pgSQL
 * keeps its statements' plans), whatever the page.
 *
 * The select list is PRODUCT_COLUMNS as the code writes it when the migration runs (as migration
 * 014's trigger takes the price that holds now from offer-price.ts): a change to it needs a
 * migration that replaces these functions, or a database migrated before would list the old
 * columns (product-row.ts says so beside it). STABLE: the rows of the calling statement's snapshot, so a place taken from a walk in the
 * same statement finds its row.
 */
const RESULT = `TABLE (n bigint, id integer, name text, category_id integer, price_cents integer,
  old_price_cents integer, stock integer, color text, size text, type text, condition text,
  final_product_status text, is_sale boolean, offer_end_date timestamptz, b2b_discount_flag boolean,
  brand text, views text[])`;

/** The function over a list of `argument` (`type`), joined to products on `join`. */
const rowsFunction = (name: string, argument: string, type: string, join: string) =>
  `CREATE FUNCTION ${name}(${argument} ${type}) RETURNS ${RESULT}
     LANGUAGE plpgsql STABLE ROWS 25 AS $$
     #variable_conflict use_column
     BEGIN
       RETURN QUERY SELECT page.n, ${PRODUCT_COLUMNS}, ${PRODUCT_VIEWS}
         FROM unnest(${argument}) WITH ORDINALITY AS page(key, n) JOIN products p ON ${join}
         ORDER BY page.n;
     END $$`;

export const listingRowsMigration: Migration = {
  id: '032-listing-rows',
  statements: [
    rowsFunction('riode_listing_rows', 'ids', 'integer[]', 'p.id = page.key'),
    rowsFunction('riode_listing_rows_at', 'places', 'tid[]', 'p.ctid = page.key'),
  ],
};
