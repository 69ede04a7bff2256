import { Readable } from 'node:stream';
import { routes } from 'shared-contracts';
import type { Queryable } from '../db/database';
import { categorySlice, productBatch, type ProductRow } from './queries/sitemap-queries';
import { FIXED_PATHS } from './sitemap-plan';
import { URLSET_CLOSE, URLSET_OPEN, urlElement, urlset, type SitemapEntry } from './sitemap-xml';

/**
 * Products read per query. A batch is one chunk of the answer (about 0.8 MB of XML at 5000), and
 * the next query runs only when the client has taken it, so a page of 50 000 holds one batch in
 * memory at a time, and PGlite (one connection) answers other requests between batches.
 */
export const PRODUCT_BATCH = 5000;

/** A head page: `pageSize` of the fixed pages followed by the categories, from `offset`. */
export async function headPage(
  db: Queryable,
  origin: string,
  offset: number,
  pageSize: number,
): Promise<string> {
  const fixed = FIXED_PATHS.slice(offset, offset + pageSize).map((path): SitemapEntry => ({
    loc: origin + path,
  }));
  const categoryOffset = Math.max(0, offset - FIXED_PATHS.length);
  const categories = await categorySlice(db, categoryOffset, pageSize - fixed.length);
  return urlset([
    ...fixed,
    ...categories.map((category): SitemapEntry => ({ loc: origin + routes.category(category) })),
  ]);
}

const productElements = (origin: string, rows: readonly ProductRow[]) =>
  rows.map((row) => urlElement({ loc: origin + routes.product(row), lastmod: row.lastmod })).join('');

async function* productChunks(
  db: Queryable,
  origin: string,
  range: { lastId: number; batch: number },
  first: ProductRow[],
): AsyncGenerator<string> {
  yield URLSET_OPEN;
  let rows = first;
  while (rows.length > 0) {
    yield productElements(origin, rows);
    const last = rows.at(-1);
    if (!last || rows.length < range.batch) break;
    rows = await productBatch(db, last.id, range.lastId, range.batch);
  }
  yield URLSET_CLOSE;
}

/**
 * A page of the approved products with ids in (afterId, lastId], streamed: written as each batch
 * is read. Undefined when there is none (the first batch is read before anything is sent, so
 * that answers 404, and a database failure there is an ordinary error answer).
 */
export async function productPageStream(
  db: Queryable,
  origin: string,
  range: { afterId: number; lastId: number },
  batch = PRODUCT_BATCH,
): Promise<Readable | undefined> {
  const first = await productBatch(db, range.afterId, range.lastId, batch);
  if (first.length === 0) return undefined;
  return Readable.from(productChunks(db, origin, { lastId: range.lastId, batch }, first), {
    objectMode: false,
  });
}
