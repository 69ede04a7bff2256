import { describe, expect, it } from '@jest/globals';
import { readListingState, toProductQuery, writeListingState } from './listing-state';

const read = (kind: Parameters<typeof readListingState>[0], query: string, slug?: string) =>
  readListingState(kind, new URLSearchParams(query), slug);

describe('listing state in the address', () => {
  it('asks for pages of 25 with start = (draw − 1) × length, and maxPrice only when it is not 1000', () => {
    expect(toProductQuery(read('shop', 'page=3'))).toEqual({ categoryId: 0, draw: 3, length: 25, start: 50 });
    expect(toProductQuery(read('shop', 'maxPrice=1000&minPrice=0'))).not.toHaveProperty('maxPrice');
    expect(toProductQuery(read('shop', 'maxPrice=40&minPrice=5'))).toMatchObject({
      maxPrice: 40,
      minPrice: 5,
    });
  });

  it('asks for no price range when the address has a minimum above the maximum (or above 1000 alone)', () => {
    for (const query of ['minPrice=50&maxPrice=10', 'minPrice=1500']) {
      const asked = toProductQuery(read('shop', `search=laken&${query}`));
      expect(asked).not.toHaveProperty('minPrice');
      expect(asked).not.toHaveProperty('maxPrice');
      expect(asked).toMatchObject({ searchByName: 'laken' });
    }
    expect(toProductQuery(read('shop', 'minPrice=10&maxPrice=10'))).toMatchObject({
      minPrice: 10,
      maxPrice: 10,
    });
  });

  it('reads search, facets (several per facet), sale and sort; malformed values fall back', () => {
    const state = read('shop', 'search=laken&categoryId=4&color=Wit,Zand&isSale=true&sort=price-asc&page=x');
    expect(toProductQuery(state)).toEqual({
      categoryId: 4,
      draw: 1,
      length: 25,
      start: 0,
      searchByName: 'laken',
      color: 'Wit,Zand',
      isSale: true,
      sort: 'price-asc',
    });
    expect(read('shop', 'sort=cheapest&categoryId=-3').sort).toBe('default');
    expect(read('shop', 'categoryId=-3').categoryId).toBe(0);
  });

  it('takes the category from the route: slug, query, or the sale page', () => {
    expect(read('category', '', 'beddengoed-4').categoryId).toBe(4);
    expect(read('category-page', 'categoryId=12').categoryId).toBe(12);
    expect(read('sale', 'isSale=true').sale).toBe(true);
  });

  it('writes back only what differs from the defaults, keeping what the route carries', () => {
    const state = read('sale', 'isSale=true');
    expect(writeListingState('sale', { ...state, page: 2 }).toString()).toBe('isSale=true&page=2');
    const shop = read('shop', 'search=laken&categoryId=0');
    expect(writeListingState('shop', { ...shop, maxPrice: 1000, sort: 'newest' }).toString()).toBe(
      'search=laken&sort=newest',
    );
    expect(writeListingState('category-page', read('category-page', 'categoryId=12')).toString()).toBe(
      'categoryId=12',
    );
  });
});
