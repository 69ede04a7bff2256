import { toCents, type ProductListQuery } from 'shared-contracts';
import { offerRuns, priceNow } from '../offer-price';
import { escapeLike, type SqlParams } from './sql-params';

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
}

const MAX_VALUES = 20;
const MAX_WORDS = 8;

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
export function productFilterOf(query: ProductListQuery): ProductFilter {
  const search = (query.searchByName?.trim() || query.input?.trim()) ?? '';
  return {
    words: search
      .split(/\s+/)
      .filter((word) => word !== '')
      .slice(0, MAX_WORDS),
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
 * `lower(column)` equals one of the values, case-insensitively (PostgreSQL lowers both sides).
 * One parameter per value: PostgreSQL plans each statement with its values, folds lower($n) to
 * a constant, and so estimates from the column's statistics and picks the filter's index (a
 * subquery over an array parameter hid the values from the planner, which then walked the
 * sort order's index through most of the catalogue).
 */
function oneOf(column: string, values: string[], params: SqlParams): string {
  return `lower(${column}) IN (${values.map((value) => `lower(${params.add(value)}::text)`).join(', ')})`;
}

/** The SQL conditions of a filter over `products p`; every word of the search must occur in the name. */
export function filterConditions(filter: ProductFilter, params: SqlParams): string[] {
  const conditions = filter.words.map(
    (word) => `lower(p.name) LIKE '%' || lower(${params.add(escapeLike(word))}) || '%'`,
  );
  if (filter.colors.length > 0) conditions.push(oneOf('p.color', filter.colors, params));
  if (filter.sizes.length > 0) conditions.push(oneOf('p.size', filter.sizes, params));
  if (filter.types.length > 0) conditions.push(oneOf('p.type', filter.types, params));
  if (filter.brands.length > 0) {
    conditions.push(`p.brand_id IN (SELECT id FROM brands WHERE ${oneOf('name', filter.brands, params)})`);
  }
  // Prices and the sale flag as they hold now (offer-price.ts): an ended offer filters at its regular price.
  if (filter.minCents !== undefined) conditions.push(`${priceNow('p')} >= ${params.add(filter.minCents)}`);
  if (filter.maxCents !== undefined) conditions.push(`${priceNow('p')} <= ${params.add(filter.maxCents)}`);
  if (filter.isSale !== undefined) conditions.push(`${offerRuns('p')} = ${params.add(filter.isSale)}`);
  return conditions;
}

/** Only approved products are shown; a category stands for its whole subtree. */
export function scopeConditions(categoryIds: number[] | undefined, params: SqlParams): string[] {
  const conditions = ['p.approved'];
  if (categoryIds) conditions.push(`p.category_id = ANY(${params.add(categoryIds)}::int[])`);
  return conditions;
}
