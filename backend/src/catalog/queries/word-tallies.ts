/**
 * How many products of a scope a search matches, bounded from catalog_words (migration 019): per
 * category, the products whose lowered name has each word, split at spaces. A search word is a
 * substring of the lowered name (product-filter.ts) and never holds a space (shared-contracts'
 * searchWords splits at white space), so it lies inside one of the name's space-separated words:
 * a product matches it exactly when one of its name's words contains it. Hence, for a scope:
 *
 * - at most: for each search word, the sum over the name words that contain it (a product with
 *   two such words counts twice, so it is an upper bound), the smallest over the search words;
 * - at least: the largest count of one name word that contains every search word (its products
 *   all match).
 *
 * The bounds need no statement, so a search known to match more than the count's cap skips the
 * statement that counts it, and the bound on its matches chooses how its page is found
 * (list-products.ts). The words are compared as given:
 * the caller lowers them as the database would (kept-counts.ts) or does not ask.
 */
export interface SearchBounds {
  atLeast: number;
  atMost: number;
}

export interface WordRow {
  category_id: number;
  word: string;
  products: number;
}

interface Tally {
  total: number;
  byCategory: Map<number, number>;
}

export class WordTallies {
  private readonly tallies = new Map<string, Tally>();

  constructor(rows: Iterable<WordRow>) {
    for (const row of rows) {
      if (row.products <= 0) continue; // a word no product has any more (migration 019 leaves its row)
      const tally = this.tallies.get(row.word) ?? { total: 0, byCategory: new Map<number, number>() };
      tally.total += row.products;
      tally.byCategory.set(row.category_id, (tally.byCategory.get(row.category_id) ?? 0) + row.products);
      this.tallies.set(row.word, tally);
    }
  }

  /** Bounds on the products of the scope (category ids; undefined for the whole shop) whose name has every one of `words`. */
  bounds(words: readonly string[], categoryIds: readonly number[] | undefined): SearchBounds {
    if (words.length === 0) return { atLeast: 0, atMost: Number.POSITIVE_INFINITY };
    const scope = categoryIds && new Set(categoryIds);
    const inScope = (tally: Tally) => {
      if (!scope) return tally.total;
      let sum = 0;
      for (const id of scope) sum += tally.byCategory.get(id) ?? 0;
      return sum;
    };
    const atMost = words.map(() => 0);
    let atLeast = 0;
    for (const [nameWord, tally] of this.tallies) {
      let containsAll = true;
      let products: number | undefined;
      words.forEach((word, index) => {
        if (!nameWord.includes(word)) {
          containsAll = false;
          return;
        }
        products ??= inScope(tally);
        atMost[index]! += products;
      });
      if (containsAll && products !== undefined) atLeast = Math.max(atLeast, products);
    }
    return { atLeast, atMost: Math.min(...atMost) };
  }

  /**
   * The categories of the scope that may hold a match, each with the bounds `bounds` gives for it
   * alone: those where every search word lies inside one of the names' words. A category left
   * out holds no match (as far as the kept counts know: list-products.ts asks the database again).
   */
  boundsByCategory(
    words: readonly string[],
    categoryIds: readonly number[] | undefined,
  ): Map<number, SearchBounds> {
    const scope = categoryIds && new Set(categoryIds);
    const found = new Map<number, { atMost: number[]; atLeast: number }>();
    for (const [nameWord, tally] of this.tallies) {
      const contains = words.map((word) => nameWord.includes(word));
      if (!contains.includes(true)) continue;
      const containsAll = !contains.includes(false);
      for (const [id, products] of tally.byCategory) {
        if (scope && !scope.has(id)) continue;
        const category = found.get(id) ?? { atMost: words.map(() => 0), atLeast: 0 };
        contains.forEach((has, index) => {
          if (has) category.atMost[index]! += products;
        });
        if (containsAll) category.atLeast = Math.max(category.atLeast, products);
        found.set(id, category);
      }
    }
    const bounds = new Map<number, SearchBounds>();
    for (const [id, category] of found) {
      const atMost = Math.min(...category.atMost);
      if (atMost > 0) bounds.set(id, { atLeast: category.atLeast, atMost });
    }
    return bounds;
  }
}
