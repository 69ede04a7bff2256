import type { Migration } from './index';

/**
 * The planner's figures for a filter within a category. PostgreSQL estimates `lower(type) =
 * 'linnen' AND category_id IN (…)` as if the type and the category were independent, while in a
 * textile shop they are anything but: nearly every product of kitchen linen is of linen. It then
 * guessed 104 products where there were 36 000, and sorted them all for a page of 25 instead of
 * walking the order's index (195 ms at a million products; 1.3 ms with these figures).
 *
 * Extended statistics keep the most common (value, category) pairs of each facet (and of the
 * brand) as the filters compare them (product-filter.ts: lower() of the value). 1 000 pairs per
 * facet: a shop has a few dozen categories times a few dozen colours. ANALYZE then samples
 * 300 000 rows instead of 30 000 (22 s at a million products on the development machine).
 */
const FACETS: Array<[name: string, expression: string]> = [
  ['color', 'lower(color)'],
  ['size', 'lower(size)'],
  ['type', 'lower(type)'],
  ['brand', 'brand_id'],
];

export const filterStatisticsMigration: Migration = {
  id: '015-filter-statistics',
  statements: FACETS.flatMap(([name, expression]) => [
    `CREATE STATISTICS products_${name}_in_category_stats (mcv) ON ${expression}, category_id FROM products`,
    `ALTER STATISTICS products_${name}_in_category_stats SET STATISTICS 1000`,
  ]).concat('ANALYZE products'),
};
