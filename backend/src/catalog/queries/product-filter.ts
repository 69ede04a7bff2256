import { searchWords, toCents, type ProductListQuery } from 'shared-contracts';
import type { ListingScope } from './category-scope';
import type { Queryable } from '../../db/database';
import { coloursHeldSql } from './catalog-counts';
import { FACET_TAG_PREFIX, facetTags } from './facet-tags';
import { keptCounts } from './kept-counts';
import { nameHasWordLike } from './name-words';
import { escapeLike, SqlParams } from './sql-params';

/** The listing's filters, normalised: empty lists and undefined mean 'no filter'. */
export interface ProductFilter {
  words: string[];
  colors: string[];
  sizes: string[];
  brands: string[];
  types: string[];
  minCents?: number | undefined;
  maxCents?: number | undefined;
  isSale?: boolean | undefined;
  /**
   * The ids of the brands named, once looked up (brandIdsNamed): written into the query as
   * values, the planner estimates from the products' brand statistics how many match. Behind a
   * subquery over names it guessed one in a hundred, and for a brand that makes up most of a
   * category it sorted the whole category instead of walking its order's index.
   */
  brandIds?: number[] | undefined;
}

const MAX_VALUES = 20;

/** 'Wit, Grijs' → ['Wit', 'Grijs']: a filter may name several values, separated by commas. */
function valueList(text: string | undefined): string[] {
  if (!text) return [];
  const values = text
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return [...new Set(values)].slice(0, MAX_VALUES);
}

/** searchByName and input are the two names the theme uses for the same search box. */
export function searchTextOf(query: Pick<ProductListQuery, 'searchByName' | 'input'>): string {
  return (query.searchByName?.trim() || query.input?.trim()) ?? '';
}

/** A query's filter: the search's words as shared-contracts' searchWords splits them, each facet's values. */
export function productFilterOf(query: ProductListQuery): ProductFilter {
  return {
    words: searchWords(searchTextOf(query)),
    colors: valueList(query.color),
    sizes: valueList(query.size),
    brands: valueList(query.brand),
    types: valueList(query.type),
    minCents: query.minPrice === undefined ? undefined : toCents(query.minPrice),
    maxCents: query.maxPrice === undefined ? undefined : toCents(query.maxPrice),
    isSale: query.isSale,
  };
}

/**
 * `expression` of parameters alone, as a subquery when `once`: PostgreSQL computes it once per
 * run (an InitPlan). A walk's statement is prepared with one generic plan (list-products.ts
 * walkPrepared), in which `lower($n)` is no constant: tested against each product walked it was
 * computed again for each: the search mix's walks of the whole shop at a million products
 * (EXPLAIN ANALYZE, up to 40 000 products each) took 1 325 ms planned with their values and as
 * long on one generic plan, and with the pattern computed once 1 131 → 905 ms. Only for
 * conditions no index is asked to answer: planned with its values, a subquery hides them from
 * the planner's estimates.
 */
const perRun = (expression: string, once: boolean) => (once ? `(SELECT ${expression})` : expression);

/**
 * `lower(column)` equals one of the values, case-insensitively (PostgreSQL lowers both sides).
 * One parameter per value: PostgreSQL plans each statement with its values, folds lower($n) to
 * a constant, and so estimates from the column's statistics and picks the filter's index (a
 * subquery over an array parameter hid the values from the planner, which then walked the
 * sort order's index through most of the catalogue).
 */
function oneOf(column: string, values: string[], params: SqlParams, { once = false } = {}): string {
  const lowered = (value: string) => perRun(`lower(${params.add(value)}::text)`, once);
  return `lower(${column}) IN (${values.map(lowered).join(', ')})`;
}

/**
 * The ids of the brands with these names, compared as the filter compares them
 * (case-insensitively): from the brands this process keeps (kept-counts.ts) when it can.
 */
export async function brandIdsNamed(db: Queryable, names: string[]): Promise<number[]> {
  const kept = (await keptCounts(db))?.brandIds(names);
  if (kept) return kept;
  const params = new SqlParams();
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM brands WHERE ${oneOf('name', names, params)} ORDER BY id`,
    params.values,
    { prepare: true },
  );
  return rows.map((row) => row.id);
}

/** How many of the facets colour, size, type and brand a filter names values of. */
function facetsNamed(filter: ProductFilter): number {
  return [filter.colors, filter.sizes, filter.types, filter.brands].filter((values) => values.length > 0)
    .length;
}

/**
 * The facets' conditions as tags (facet-tags.ts): the product carries one of the colours asked,
 * and one of the sizes, … The same products as oneOf's conditions, found from the tags' index.
 */
function tagConditions(filter: ProductFilter, brandIds: number[], params: SqlParams): string[] {
  const tags = facetTags('p');
  const anyOf = (prefix: string, values: string[]) =>
    `${tags} && ARRAY[${values.map((value) => `'${prefix}' || lower(${params.add(value)}::text)`).join(', ')}]`;
  const conditions: string[] = [];
  if (filter.colors.length > 0) conditions.push(anyOf(FACET_TAG_PREFIX.color, filter.colors));
  if (filter.sizes.length > 0) conditions.push(anyOf(FACET_TAG_PREFIX.size, filter.sizes));
  if (filter.types.length > 0) conditions.push(anyOf(FACET_TAG_PREFIX.type, filter.types));
  if (filter.brands.length > 0)
    conditions.push(
      brandIds.length > 0
        ? `${tags} && ARRAY[${brandIds.map((id) => `'${FACET_TAG_PREFIX.brand}' || ${params.add(id)}::int`).join(', ')}]`
        : 'false',
    );
  return conditions;
}

/** A search word as the LIKE pattern of a substring, lowered by PostgreSQL as it lowers the names. */
export function wordPattern(word: string, params: SqlParams): string {
  return `'%' || lower(${params.add(escapeLike(word))}) || '%'`;
}

/**
 * The SQL conditions of a filter over `products p`; every word of the search must occur in the
 * name. `indexed`: the conditions are asked of the GIN indexes that hand over the matches
 * themselves, a search word of the name's words (name-words.ts; `categoryIds`, the scope's, when
 * it is not the whole shop) and, in the whole shop, the facets of the facet tags (facet-tags.ts);
 * a walk down an order's index, which tests its products one by one, keeps the plain conditions,
 * cheaper per product.
 */
export function filterConditions(
  filter: ProductFilter,
  params: SqlParams,
  { indexed = false, categoryIds }: { indexed?: boolean; categoryIds?: readonly number[] | undefined } = {},
): string[] {
  const scopeIds =
    indexed && categoryIds && filter.words.length > 0 ? params.add([...categoryIds]) : undefined;
  const conditions = filter.words.map((word) => {
    const pattern = wordPattern(word, params);
    return indexed ? nameHasWordLike(pattern, scopeIds) : `lower(p.name) LIKE ${perRun(pattern, true)}`;
  });
  const once = !indexed;
  if (filter.brands.length > 0 && !filter.brandIds)
    throw new Error('a brand filter needs its brands looked up first (brandIdsNamed)');
  const brandIds = filter.brandIds ?? [];
  // Within a category the facets stay plain conditions: the categories' facets index (migration
  // 023) tests them all in its entries, where the tags' index, shop-wide, hands over every product
  // of the shop with the tags and the table is read for each to keep the category's.
  if (indexed && !categoryIds && facetsNamed(filter) >= 1) {
    conditions.push(...tagConditions(filter, brandIds, params));
  } else {
    if (filter.colors.length > 0) conditions.push(oneOf('p.color', filter.colors, params, { once }));
    // A size without a colour, found in the categories' facets index (migration 023), whose
    // entries go by category, then colour, then size: asked "one of the colours the categories
    // hold", PostgreSQL seeks each (category, colour, size) in turn and reads the size's entries
    // alone, where otherwise it read every entry of the categories to test their size (a size
    // and a brand in a top category at a million products: 5 288 → 1 644 buffers, 35 → 8 ms).
    if (
      indexed &&
      categoryIds &&
      filter.words.length === 0 &&
      filter.colors.length === 0 &&
      filter.sizes.length > 0
    )
      conditions.push(`lower(p.color) = ANY(${coloursHeldSql(params.add([...categoryIds]))})`);
    if (filter.sizes.length > 0) conditions.push(oneOf('p.size', filter.sizes, params, { once }));
    if (filter.types.length > 0) conditions.push(oneOf('p.type', filter.types, params, { once }));
    if (filter.brands.length > 0)
      conditions.push(
        brandIds.length > 0
          ? `p.brand_id IN (${brandIds.map((id) => `${params.add(id)}::int`).join(', ')})`
          : 'false',
      );
  }
  // Prices and the sale flag as listed (offer-price.ts, migration 014): they hold now, as the
  // offer clock (offer-clock.ts) sets them again when an offer ends, before the listing asks.
  if (filter.minCents !== undefined)
    conditions.push(`p.listed_price_cents >= ${params.add(filter.minCents)}`);
  if (filter.maxCents !== undefined)
    conditions.push(`p.listed_price_cents <= ${params.add(filter.maxCents)}`);
  // Written out rather than compared with a parameter, so that `IS NOT NULL` meets the partial index on listed_until.
  if (filter.isSale !== undefined)
    conditions.push(filter.isSale ? 'p.listed_until IS NOT NULL' : 'p.listed_until IS NULL');
  return conditions;
}

/** A product's category at a depth of the tree, where it is a column of its own (migration 017). */
const PATH_COLUMNS: Readonly<Record<number, string>> = { 1: 'p.top_category_id', 2: 'p.second_category_id' };

/**
 * The condition that keeps a listing to its category's subtree, written so that PostgreSQL pairs
 * it with the (scope, sort order) indexes (migrations 014, 017): `category_id = $n` for a category
 * without subcategories, `top_category_id = $n` (or the path's place at the depth) for a parent (every product of its subtree has the
 * parent's id at that place of its path). Never `category_id = ANY(...)`, which no such index
 * serves, except for a category in a cycle of the tree, which has no path, and when asked
 * (`byIds`): matches found in no order, which the categories' facets index (migration 023) finds
 * category by category.
 */
export function scopeConditions(
  scope: ListingScope | undefined,
  filter: ProductFilter,
  params: SqlParams,
  { byIds = false }: { byIds?: boolean } = {},
): string[] {
  if (!scope) return [];
  const ids = () => `p.category_id = ANY(${params.add(scope.ids)}::int[])`;
  if (scope.ids.length === 1) return [`p.category_id = ${params.add(scope.id)}::int`];
  if (scope.depth === undefined || byIds) return [ids()];
  const column = PATH_COLUMNS[scope.depth] ?? `p.category_path[${scope.depth}]`;
  const path = `${column} = ${params.add(scope.id)}::int`;
  // With a colour, size, type or brand, the subtree's ids too (the same rows): the categories'
  // facets index (migration 023) then finds a value that is rare in the parent without reading it.
  const values = filter.colors.length + filter.sizes.length + filter.types.length + filter.brands.length;
  return values > 0 ? [path, ids()] : [path];
}
