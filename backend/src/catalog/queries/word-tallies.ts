/**
 * How many products of a scope a search matches, bounded from catalog_words (migration 019): per
 * category, the products whose lowered name has each word, split at spaces. A search word is a
 * substring of the lowered name (product-filter.ts) and never holds a space (shared-contracts'
 * searchWords splits at white space), so it lies inside one of the name's space-separated words:
 * a product matches it exactly when one of its name's words contains it. Hence, for a scope:
 *
 * - at most: for each search word, the sum over the name words that contain it (a product with
 *   two such words counts twice, so it is an upper bound), the smallest over the search words;
 * - at least: the products of the name words that contain every search word, and of the pairs of
 *   name words (catalog_word_pairs, migration 027) each search word lies inside one of, all
 *   match. Those sets may share products, so per category their sum less what any two of them
 *   may share (Bonferroni's inequality; two sets share at most the products of any pair of their
 *   words, which the pairs tell), taking the largest sets first and only those that add to it.
 *   "xl katoen" at 100 000 products lies in (katoen, xl), (katoen, xxl), (katoen, l/xl): 888,
 *   859 and 430 products, none more than the count's cap, but no name holds two sizes, so more
 *   than the cap together.
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

/** A set of products that all match a search: those of one name word, or of one pair of them. */
interface CertainSet {
  words: readonly string[];
  tally: Tally;
}

/**
 * At most this many of a category's largest certain sets are summed: each set is compared with
 * every set taken before it, and past a few the sets left are small or shared.
 */
const MOST_SETS_SUMMED = 6;

/** Adds a row's products to the tally of `key` in `tallies`. */
function tallyInto(tallies: Map<string, Tally>, key: string, categoryId: number, products: number) {
  const tally = tallies.get(key) ?? { total: 0, byCategory: new Map<number, number>() };
  tally.total += products;
  tally.byCategory.set(categoryId, (tally.byCategory.get(categoryId) ?? 0) + products);
  tallies.set(key, tally);
}

/** The key of a pair of words, the same whichever way round. */
const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

export class WordTallies {
  private readonly tallies = new Map<string, Tally>();
  /** Each name word's partners in the pairs kept, with the pair's tally (both ways round). */
  private readonly partners = new Map<string, Map<string, Tally>>();
  private readonly pairTallies = new Map<string, Tally>();
  /** Whether `pairs` held every pair: only then is a pair not kept known to have no product. */
  private readonly everyPair: boolean;

  /**
   * `pairs`: of catalog_word_pairs, every row; or, with `everyPair` false, any part (the bounds
   * hold with fewer, only less tight, as what two sets share is then not known).
   */
  constructor(rows: Iterable<WordRow>, pairs: Iterable<WordPairRow> = [], { everyPair = false } = {}) {
    this.everyPair = everyPair;
    // A word or a pair no product has any more: migrations 019 and 027 leave its row at 0.
    for (const row of rows)
      if (row.products > 0) tallyInto(this.tallies, row.word, row.category_id, row.products);
    for (const row of pairs) {
      if (row.products <= 0) continue;
      const key = pairKey(row.first, row.second);
      tallyInto(this.pairTallies, key, row.category_id, row.products);
      const tally = this.pairTallies.get(key)!;
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
   * The name words, and the pairs of name words, whose products all match every one of `words`:
   * a name word that contains each of them, a pair each of them lies inside one of. A pair is
   * looked for among the partners of the name words that contain a search word.
   */
  private certain(words: readonly string[]): CertainSet[] {
    const sets: CertainSet[] = [];
    for (const [nameWord, tally] of this.tallies) {
      if (words.every((word) => nameWord.includes(word))) sets.push({ words: [nameWord], tally });
      if (words.length < 2 || !words.some((word) => nameWord.includes(word))) continue;
      for (const [partner, pair] of this.partners.get(nameWord) ?? [])
        // Each pair once: from its first word in code-unit order.
        if (nameWord < partner && words.every((word) => nameWord.includes(word) || partner.includes(word)))
          sets.push({ words: [nameWord, partner], tally: pair });
    }
    return sets;
  }

  /**
   * The tallies of the pairs of words of two certain sets: a product both sets hold has every one
   * of those pairs, so they share at most the least of them. Null when one of those pairs has no
   * product: they share none. Only when every pair is known.
   */
  private pairsWithin(a: CertainSet, b: CertainSet): Tally[] | null {
    const words = [...new Set([...a.words, ...b.words])];
    const pairs: Tally[] = [];
    for (let i = 0; i < words.length; i++)
      for (let j = i + 1; j < words.length; j++) {
        const pair = this.pairTallies.get(pairKey(words[i]!, words[j]!));
        if (!pair) return null;
        pairs.push(pair);
      }
    return pairs;
  }

  /**
   * At least how many products of category `id` are in one of `sets` (all matching the search).
   * `within` keeps pairsWithin per two sets (by their places in `sets`) over the categories.
   */
  private certainIn(id: number, sets: readonly CertainSet[], within: Map<number, Tally[] | null>): number {
    const sized: Array<{ place: number; size: number }> = [];
    sets.forEach(({ tally }, place) => {
      const size = tally.byCategory.get(id) ?? 0;
      if (size > 0) sized.push({ place, size });
    });
    sized.sort((a, b) => b.size - a.size);
    const taken: typeof sized = [];
    let atLeast = 0;
    for (const next of sized.slice(0, MOST_SETS_SUMMED)) {
      let adds = next.size;
      for (const before of taken) {
        let shared = Math.min(next.size, before.size);
        if (this.everyPair) {
          const key = next.place * sets.length + before.place;
          if (!within.has(key)) within.set(key, this.pairsWithin(sets[next.place]!, sets[before.place]!));
          const pairs = within.get(key);
          if (!pairs) shared = 0;
          else for (const pair of pairs) shared = Math.min(shared, pair.byCategory.get(id) ?? 0);
        }
        adds -= shared;
      }
      if (adds <= 0) continue;
      atLeast += adds;
      taken.push(next);
    }
    return atLeast;
  }

  /** The categories of the scope (undefined: the whole shop) that hold products of one of `sets`. */
  private categoriesOf(sets: readonly CertainSet[], scope: ReadonlySet<number> | undefined): Set<number> {
    const ids = new Set<number>();
    for (const { tally } of sets)
      for (const id of tally.byCategory.keys()) if (!scope || scope.has(id)) ids.add(id);
    return ids;
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
    // A product is in one category: what each category surely holds adds up.
    const sets = this.certain(words);
    const within = new Map<number, Tally[] | null>();
    let atLeast = 0;
    for (const id of this.categoriesOf(sets, scope)) atLeast += this.certainIn(id, sets, within);
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
    const found = new Map<number, number[]>();
    for (const [nameWord, tally] of this.tallies) {
      const contains = words.map((word) => nameWord.includes(word));
      if (!contains.includes(true)) continue;
      for (const [id, products] of tally.byCategory) {
        if (scope && !scope.has(id)) continue;
        const atMost = found.get(id) ?? words.map(() => 0);
        contains.forEach((has, index) => {
          if (has) atMost[index]! += products;
        });
        found.set(id, atMost);
      }
    }
    const sets = this.certain(words);
    const within = new Map<number, Tally[] | null>();
    const bounds = new Map<number, SearchBounds>();
    for (const [id, perWord] of found) {
      const atMost = Math.min(...perWord);
      if (atMost > 0) bounds.set(id, { atLeast: this.certainIn(id, sets, within), atMost });
    }
    return bounds;
  }
}
