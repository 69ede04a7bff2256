/**
 * How many products of a scope a search matches, bounded from catalog_words (migration 019): per
 * category, the products whose lowered name has each word, split at spaces. A search word is a
 * substring of the lowered name (product-filter.ts) and never holds a space (shared-contracts'
 * searchWords splits at white space), so it lies inside one of the name's space-separated words:
 * a product matches it exactly when one of its name's words contains it. Hence, for a scope:
 *
 * - at most: for each search word, the sum over the name words that contain it (a product with
 *   two such words counts twice, so it is an upper bound), the smallest over the search words;
 * - at least: the largest count of one name word that contains every search word, or of one
 *   pair of name words (catalog_word_pairs, migration 027) each search word lies inside one of
 *   (their products all match).
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

export interface WordPairRow {
  category_id: number;
  first: string;
  second: string;
  products: number;
}

interface Tally {
  total: number;
  byCategory: Map<number, number>;
}

/** Adds a row's products to the tally of `key` in `tallies`. */
function tallyInto(tallies: Map<string, Tally>, key: string, categoryId: number, products: number) {
  const tally = tallies.get(key) ?? { total: 0, byCategory: new Map<number, number>() };
  tally.total += products;
  tally.byCategory.set(categoryId, (tally.byCategory.get(categoryId) ?? 0) + products);
  tallies.set(key, tally);
}

export class WordTallies {
  private readonly tallies = new Map<string, Tally>();
  /** Each name word's partners in the pairs kept, with the pair's tally (both ways round). */
  private readonly partners = new Map<string, Map<string, Tally>>();

  /** `pairs`: of catalog_word_pairs, any part (the bounds hold with fewer, only less tight). */
  constructor(rows: Iterable<WordRow>, pairs: Iterable<WordPairRow> = []) {
    // A word or a pair no product has any more: migrations 019 and 027 leave its row at 0.
    for (const row of rows)
      if (row.products > 0) tallyInto(this.tallies, row.word, row.category_id, row.products);
    const pairTallies = new Map<string, Tally>();
    for (const row of pairs) {
      if (row.products <= 0) continue;
      const key = `${row.first} ${row.second}`;
      tallyInto(pairTallies, key, row.category_id, row.products);
      const tally = pairTallies.get(key)!;
      for (const [word, partner] of [
        [row.first, row.second],
        [row.second, row.first],
      ] as const) {
        const known = this.partners.get(word) ?? new Map<string, Tally>();
        known.set(partner, tally);
        this.partners.set(word, known);
      }
    }
  }

  /**
   * The tallies of the name words, and of the pairs of name words, whose products all match every
   * one of `words`: a name word that contains each of them, a pair each of them lies inside one of.
   * A pair is looked for among the partners of the name words that contain a search word.
   */
  private *certain(words: readonly string[]): Generator<Tally> {
    for (const [nameWord, tally] of this.tallies) {
      if (words.every((word) => nameWord.includes(word))) yield tally;
      if (words.length < 2 || !words.some((word) => nameWord.includes(word))) continue;
      for (const [partner, pair] of this.partners.get(nameWord) ?? [])
        if (words.every((word) => nameWord.includes(word) || partner.includes(word))) yield pair;
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
    for (const [nameWord, tally] of this.tallies) {
      let products: number | undefined;
      words.forEach((word, index) => {
        if (!nameWord.includes(word)) return;
        products ??= inScope(tally);
        atMost[index]! += products;
      });
    }
    let atLeast = 0;
    for (const tally of this.certain(words)) atLeast = Math.max(atLeast, inScope(tally));
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
      for (const [id, products] of tally.byCategory) {
        if (scope && !scope.has(id)) continue;
        const category = found.get(id) ?? { atMost: words.map(() => 0), atLeast: 0 };
        contains.forEach((has, index) => {
          if (has) category.atMost[index]! += products;
        });
        found.set(id, category);
      }
    }
    for (const tally of this.certain(words))
      for (const [id, products] of tally.byCategory) {
        const category = found.get(id);
        if (category) category.atLeast = Math.max(category.atLeast, products);
      }
    const bounds = new Map<number, SearchBounds>();
    for (const [id, category] of found) {
      const atMost = Math.min(...category.atMost);
      if (atMost > 0) bounds.set(id, { atLeast: category.atLeast, atMost });
    }
    return bounds;
  }
}
