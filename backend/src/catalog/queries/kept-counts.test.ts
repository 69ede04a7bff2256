import { describe, expect, it } from '@jest/globals';
import type { Queryable } from '../../db/database';
import { readKeptCounts } from './kept-counts';

/**
 * A database answering readKeptCounts' five reads: catalog_counts rows (values lowered as the
 * database lowers them), the brands, whether its lower() turns A-Z into a-z (a Turkish locale
 * turns I into ı, so it does not), catalog_words rows and catalog_word_pairs rows.
 */
function databaseLowering(asciiLowers: boolean): Queryable {
  return {
    async query<Row extends object>(sql: string) {
      if (sql.includes('FROM catalog_counts'))
        return {
          rows: [
            { category_id: 1, facet: 'all', value: '', products: 10 },
            { category_id: 2, facet: 'all', value: '', products: 5 },
            { category_id: 1, facet: 'sale', value: '', products: 3 },
            { category_id: 1, facet: 'color', value: 'wit', products: 4 },
            { category_id: 2, facet: 'color', value: 'wit', products: 1 },
            { category_id: 1, facet: 'brand', value: '7', products: 2 },
          ] as unknown as Row[],
        };
      if (sql.includes('FROM catalog_words'))
        return {
          rows: [
            { category_id: 1, word: 'katoen', products: 1200 },
            { category_id: 2, word: 'katoen', products: 30 },
            { category_id: 1, word: 'polykatoen', products: 8 },
            { category_id: 2, word: 'crème', products: 4 },
          ] as unknown as Row[],
        };
      if (sql.includes('FROM catalog_word_pairs'))
        return {
          rows: [{ category_id: 1, first: 'katoen', second: 'polykatoen', products: 5 }] as unknown as Row[],
        };
      if (sql.includes('FROM brands'))
        return {
          rows: [
            { id: 7, name: 'slaapwel' },
            { id: 9, name: 'slaapwel' },
          ] as unknown as Row[],
        };
      return { rows: [{ ascii: asciiLowers }] as unknown as Row[] };
    },
  };
}

describe('the counts a process keeps', () => {
  it('sums a value over the scope once, whatever case or repetition it is asked in', async () => {
    const kept = await readKeptCounts(databaseLowering(true));
    expect(kept.sum('all', [''], undefined)).toBe(15);
    expect(kept.sum('all', [''], [1, 1, 3])).toBe(10);
    expect(kept.sum('color', ['WIT', 'wit', 'Wit'], [1, 2])).toBe(5);
    expect(kept.sum('color', ['zwart'], [1])).toBe(0);
    expect(kept.brandIds(['SLAAPWEL', 'slaapwel'])).toEqual([7, 9]);
    // Every pair is read: 5 names hold both katoen and polykatoen, so 1200 + 8 - 5 + 30 surely match.
    expect(kept.searchBounds(['KATOEN'], undefined)).toEqual({ atLeast: 1233, atMost: 1238 });
    expect(kept.searchBounds(['toen', 'Katoen'], [2])).toEqual({ atLeast: 30, atMost: 30 });
  });

  it('leaves to the database what it might lower differently, and answers the rest', async () => {
    const kept = await readKeptCounts(databaseLowering(false));
    // A capital or a letter outside ASCII: only the database knows what its lower() makes of it.
    expect(kept.sum('color', ['Wit'], [1])).toBeUndefined();
    expect(kept.sum('color', ['crème'], [1])).toBeUndefined();
    expect(kept.brandIds(['Slaapwel'])).toBeUndefined();
    expect(kept.searchBounds(['Katoen'], undefined)).toBeUndefined();
    expect(kept.searchBounds(['crème'], [2])).toBeUndefined();
    expect(kept.searchBounds(['katoen', '90x200'], [1])).toEqual({ atLeast: 0, atMost: 0 });
    // Nothing to lower: the scope's total, the sale count, a brand's id, a value in small letters.
    expect(kept.sum('all', [''], [1])).toBe(10);
    expect(kept.sum('sale', [''], [1])).toBe(3);
    expect(kept.sum('brand', ['7'], undefined)).toBe(2);
    expect(kept.sum('color', ['wit'], [1, 2])).toBe(5);
  });
});
