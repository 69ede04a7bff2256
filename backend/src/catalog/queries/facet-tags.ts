/**
 * A product's colour, size, type and brand as one array of tags ('c:wit', 's:140x200',
 * 't:katoen', 'b:12'), lowered as the filters compare them: the expression of migration 018's
 * GIN index. A listing filtered on two facets or more (a colour and a size in Beddengoed) asks
 * the index for the products carrying a tag of each, and reads only those: the (value, category)
 * indexes of migration 004 serve one facet, and for two PostgreSQL took the rarer and read the
 * table for each of its products to test the other (130 ms for a colour and a type in a top
 * category at a million products, reading 11 000 pages; from the tags, 5-17 ms and 1 000 pages).
 * The index and the queries must write the expression the same way, so both take it from here.
 */
/** What each facet's tags start with in facetTags' array. */
export const FACET_TAG_PREFIX = { color: 'c:', size: 's:', type: 't:', brand: 'b:' } as const;

export function facetTags(alias?: string): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  const lowered = (facet: 'color' | 'size' | 'type') =>
    `'${FACET_TAG_PREFIX[facet]}' || lower(${column(facet)})`;
  return `(ARRAY[${lowered('color')}, ${lowered('size')}, ${lowered('type')}, '${FACET_TAG_PREFIX.brand}' || ${column('brand_id')}])`;
}
