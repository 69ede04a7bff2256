/**
 * A product's colour, size, type and brand as one array of tags ('c:wit', 's:140x200',
 * 't:katoen', 'b:12'), lowered as the filters compare them: the expression of migration 018's
 * GIN index. A listing of the whole shop filtered on facets (a colour and a size) asks the
 * index for the products carrying a tag of each, and reads only those. Within a category the
 * categories' facets index (migration 023) serves them instead: the tags' index is shop-wide, so
 * it hands over the whole shop's products with the tags, and the table is read for each to keep
 * the category's. The index, its statistics and the queries must write the expression the same
 * way, so all take it from here.
 */
/** What each facet's tags start with in facetTags' array. */
export const FACET_TAG_PREFIX = { color: 'c:', size: 's:', type: 't:', brand: 'b:' } as const;

export function facetTags(alias?: string): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  const lowered = (facet: 'color' | 'size' | 'type') =>
    `'${FACET_TAG_PREFIX[facet]}' || lower(${column(facet)})`;
  return `(ARRAY[${lowered('color')}, ${lowered('size')}, ${lowered('type')}, '${FACET_TAG_PREFIX.brand}' || ${column('brand_id')}])`;
}
