import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { WordTallies, type WordPairRow, type WordRow } from './word-tallies';

/** A catalogue of names in categories, and its catalog_words rows as migration 019's triggers keep them. */
function catalogue(products: Array<{ category: number; name: string }>): WordRow[] {
  const counts = new Map<string, WordRow>();
  for (const { category, name } of products)
    for (const word of new Set(name.toLowerCase().split(' ').filter(Boolean))) {
      const key = `${category} ${word}`;
      const row = counts.get(key) ?? { category_id: category, word, products: 0 };
      row.products += 1;
      counts.set(key, row);
    }
  return [...counts.values()];
}

/** Its catalog_word_pairs rows as migration 027's triggers keep them: each pair of distinct words once per product. */
function pairsOf(products: Array<{ category: number; name: string }>): WordPairRow[] {
  const counts = new Map<string, WordPairRow>();
  for (const { category, name } of products) {
    const words = [...new Set(name.toLowerCase().split(' ').filter(Boolean))].sort();
    for (const [i, first] of words.entries())
      for (const second of words.slice(i + 1)) {
        const key = `${category} ${first} ${second}`;
        const row = counts.get(key) ?? { category_id: category, first, second, products: 0 };
        row.products += 1;
        counts.set(key, row);
      }
  }
  return [...counts.values()];
}

const PRODUCTS = [
  { category: 1, name: 'Hoeslaken katoen wit 90x200' },
  { category: 1, name: 'Hoeslaken polykatoen grijs 90x200' },
  { category: 2, name: 'Dekbedovertrek katoen katoen 140x200' },
  { category: 2, name: 'Badlaken badstof wit' },
];

describe('the bounds of a search from the words of the names', () => {
  const tallies = new WordTallies(catalogue(PRODUCTS));

  it('counts a product once per word and bounds a part of a word by the words that hold it', () => {
    // "katoen" and "polykatoen" both hold "katoen": three products, all of them certain only
    // from the word "katoen" itself (two products), at most the two words' sum.
    expect(tallies.bounds(['katoen'], undefined)).toEqual({ atLeast: 2, atMost: 3 });
    expect(tallies.bounds(['katoen'], [2])).toEqual({ atLeast: 1, atMost: 1 });
    // A product is in one category: what each category surely holds adds up (90x200, 140x200).
    expect(tallies.bounds(['x200'], [1, 2])).toEqual({ atLeast: 3, atMost: 3 });
  });

  it('knows when nothing can match, and bounds several words by the rarest', () => {
    expect(tallies.bounds(['zzq'], undefined).atMost).toBe(0);
    expect(tallies.bounds(['wit', 'katoen'], [2])).toEqual({ atLeast: 0, atMost: 1 });
    expect(tallies.bounds(['badstof', 'hoeslaken'], undefined).atLeast).toBe(0);
    // Two parts of one name word: that word's products all match both.
    expect(tallies.bounds(['hoes', 'laken'], undefined)).toEqual({ atLeast: 2, atMost: 2 });
  });

  it('skips words no product has any more', () => {
    const gone = new WordTallies([...catalogue(PRODUCTS), { category_id: 3, word: 'weg', products: 0 }]);
    expect(gone.bounds(['weg'], undefined)).toEqual({ atLeast: 0, atMost: 0 });
  });

  it('names the categories that may hold a search, each with its own bounds', () => {
    expect(tallies.boundsByCategory(['katoen'], undefined)).toEqual(
      new Map([
        [1, { atLeast: 1, atMost: 2 }],
        [2, { atLeast: 1, atMost: 1 }],
      ]),
    );
    expect(tallies.boundsByCategory(['hoeslaken'], undefined)).toEqual(
      new Map([[1, { atLeast: 2, atMost: 2 }]]),
    );
    // Out of the scope, or holding one word of two: left out.
    expect(tallies.boundsByCategory(['hoeslaken'], [2])).toEqual(new Map());
    expect(tallies.boundsByCategory(['hoeslaken', 'badstof'], undefined)).toEqual(new Map());
    expect(tallies.boundsByCategory(['wit', 'laken'], undefined)).toEqual(
      new Map([
        [1, { atLeast: 0, atMost: 1 }],
        [2, { atLeast: 0, atMost: 1 }],
      ]),
    );
  });

  it('knows from the pairs of name words that two words inside different words of a name match', () => {
    const paired = new WordTallies(catalogue(PRODUCTS), pairsOf(PRODUCTS), { everyPair: true });
    // "wit" and "laken" lie in two words of two names, one in each category.
    expect(paired.bounds(['wit', 'laken'], undefined)).toEqual({ atLeast: 2, atMost: 2 });
    expect(paired.boundsByCategory(['wit', 'laken'], undefined)).toEqual(
      new Map([
        [1, { atLeast: 1, atMost: 1 }],
        [2, { atLeast: 1, atMost: 1 }],
      ]),
    );
    // Three words, each inside one of a pair: "hoes" and "laken" in hoeslaken, "90x" in 90x200.
    expect(paired.bounds(['hoes', 'laken', '90x'], undefined).atLeast).toBe(2);
    // Never in one name together: the pairs tell nothing more.
    expect(paired.bounds(['badstof', 'hoeslaken'], undefined).atLeast).toBe(0);
    // Without the pairs (or with a part of them, everyPair off) the bound is only looser.
    expect(new WordTallies(catalogue(PRODUCTS)).bounds(['wit', 'laken'], undefined).atLeast).toBe(0);
  });

  it('adds up the pairs a search lies in when no name holds two of them', () => {
    // "xl katoen": the sizes beside katoen, each pair under the cap, never two sizes in one name.
    const sized = [
      ...Array.from({ length: 5 }, () => ({ category: 1, name: 'Hoeslaken katoen xl' })),
      ...Array.from({ length: 4 }, () => ({ category: 1, name: 'Hoeslaken katoen xxl' })),
      ...Array.from({ length: 3 }, () => ({ category: 2, name: 'Badjas polykatoen l/xl' })),
      { category: 2, name: 'Badjas katoen xl xxl' },
    ];
    const all = new WordTallies(catalogue(sized), pairsOf(sized), { everyPair: true });
    // Category 1: 5 + 4, no name with both sizes. Category 2: (polykatoen, l/xl) 3, and the one
    // name with both sizes shared by (katoen, xl) and (katoen, xxl): 3 + 1 + 1 - 1.
    expect(all.bounds(['xl', 'katoen'], undefined)).toEqual({ atLeast: 13, atMost: 13 });
    expect(all.boundsByCategory(['xl', 'katoen'], undefined)).toEqual(
      new Map([
        [1, { atLeast: 9, atMost: 9 }],
        [2, { atLeast: 4, atMost: 4 }],
      ]),
    );
    // Without every pair, what two pairs share is not known: the largest alone.
    const some = new WordTallies(catalogue(sized), pairsOf(sized));
    expect(some.bounds(['xl', 'katoen'], undefined).atLeast).toBe(8);
    // One search word in several name words: "xl", "xxl" and "l/xl" hold "xl".
    expect(all.bounds(['xl'], [1])).toEqual({ atLeast: 9, atMost: 9 });
  });

  it('holds the true count between its bounds for any catalogue, scope and search', () => {
    const letters = fc.constantFrom('a', 'b', 'c', 'ab', 'ba');
    const nameArb = fc.array(fc.string({ unit: letters, minLength: 1, maxLength: 3 }), {
      minLength: 1,
      maxLength: 4,
    });
    fc.assert(
      fc.property(
        fc.array(fc.record({ category: fc.integer({ min: 1, max: 3 }), words: nameArb }), { maxLength: 30 }),
        fc.array(fc.string({ unit: letters, minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }),
        fc.option(fc.subarray([1, 2, 3]), { nil: undefined }),
        (products, searched, scope) => {
          const named = products.map(({ category, words }) => ({ category, name: words.join(' ') }));
          const matching = named.filter(
            ({ category, name }) =>
              (!scope || scope.includes(category)) && searched.every((word) => name.includes(word)),
          ).length;
          const pairs = pairsOf(named);
          const tallied = new WordTallies(catalogue(named), pairs, { everyPair: true });
          const { atLeast, atMost } = tallied.bounds(searched, scope);
          expect(atLeast).toBeLessThanOrEqual(matching);
          expect(atMost).toBeGreaterThanOrEqual(matching);
          if (matching > 0) expect(atMost).toBeGreaterThan(0);
          // Given a part of the pairs only, what two sets share is not known: still a bound.
          const part = new WordTallies(
            catalogue(named),
            pairs.filter((_, index) => index % 2 === 0),
          );
          expect(part.bounds(searched, scope).atLeast).toBeLessThanOrEqual(matching);
          // Per category too: every category with a match is named, within its bounds.
          const byCategory = tallied.boundsByCategory(searched, scope);
          for (const category of [1, 2, 3]) {
            const here = named.filter(
              (product) =>
                product.category === category &&
                (!scope || scope.includes(category)) &&
                searched.every((word) => product.name.includes(word)),
            ).length;
            const bounds = byCategory.get(category);
            if (here > 0) expect(bounds).toBeDefined();
            if (bounds) {
              expect(bounds.atLeast).toBeLessThanOrEqual(here);
              expect(bounds.atMost).toBeGreaterThanOrEqual(here);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
