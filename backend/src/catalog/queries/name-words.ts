/**
 * The words of a product's name as the search sees them: the name lowered and split at spaces,
 * the expression of migration 020's GIN index and of migration 019's word counts. A search word
 * (shared-contracts' searchWords) never holds a space, so it is a substring of the lowered name
 * exactly when it is a substring of one of these words. The listing therefore asks the index for
 * the products having one of the catalogue's words that contain the search word (catalog_words,
 * kept by the database in the same transaction as the products, so never behind them): the
 * matches themselves, where the trigram index over names handed over candidates to test one by
 * one, and nothing at all for a word of one or two letters ("xl" beside "katoen": 9 ms → 2 ms for
 * the first 1 001 matches at 100 000 products). The index and the queries must write the expression
 * the same way, so both take it from here.
 */
export function nameWords(name: string): string {
  return `string_to_array(lower(${name}), ' ')`;
}

/** The catalogue's words (catalog_words) that contain the search word `pattern`, of the scope's categories when given. */
const wordsLike = (pattern: string, categoryIds?: string) =>
  `FROM catalog_words w WHERE w.products > 0${categoryIds ? ` AND w.category_id = ANY(${categoryIds}::int[])` : ''} AND w.word LIKE ${pattern}`;

/**
 * The condition that the name of `products p` has a word containing the search word `pattern`
 * (an escaped LIKE pattern, '%' || … || '%'): the catalogue's words that contain it, looked up
 * once per statement, overlapping the name's words. `categoryIds`: the parameter of the scope's
 * categories, whose words alone are looked up, so a word found only elsewhere ("40x" in socks)
 * leaves an empty list, which the index answers with nothing at once. Each word once:
 * catalog_words has a row per category that holds it, and the index took each copy as a key of
 * its own ("bad wit" at a million products, 59 keys for 7 words: 35 → 16 ms).
 */
export function nameHasWordLike(pattern: string, categoryIds?: string): string {
  return `${nameWords('p.name')} && ARRAY(SELECT DISTINCT w.word ${wordsLike(pattern, categoryIds)})`;
}

/**
 * The categories (as `category_id`) with a product whose name has a word containing the search
 * word `pattern`, of the scope's categories when given: no product of any other can match it.
 */
export function categoriesWithWordLike(pattern: string, categoryIds?: string): string {
  return `SELECT DISTINCT w.category_id ${wordsLike(pattern, categoryIds)}`;
}

/**
 * A name key (the listing's name order, lower(name) COLLATE "C") at or before the first name of
 * any product of the scope whose name has a word containing every one of the search words
 * `patterns`: each word's catalogue words' first names (catalog_words.first_name, migration 028,
 * a bound kept in the same transaction as the products), the earliest of them for a word, the
 * latest of those over the words. A search walked in name order starts there: no match lies
 * before it. A row without a first name bounds nothing (''). No catalogue word for a search word:
 * nothing matches, and the walk finds nothing, as any other would.
 */
export function firstNameOf(patterns: readonly string[], categoryIds?: string): string {
  const perWord = patterns.map(
    (pattern) =>
      `SELECT (SELECT min(coalesce(w.first_name, '')) ${wordsLike(pattern, categoryIds)}) AS first`,
  );
  return `(SELECT max(f.first) FROM (${perWord.join(' UNION ALL ')}) f)`;
}
