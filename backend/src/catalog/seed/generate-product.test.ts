import { describe, expect, it } from '@jest/globals';
import { LEAF_CATEGORY_IDS } from './categories';
import { generateProduct } from './generate-product';
import { KINDS } from './kinds';

const now = new Date('2026-06-01T12:00:00Z');
const products = Array.from({ length: 360 }, (_, i) => generateProduct(i + 1, now));

describe('the seed catalogue', () => {
  it('is the same on every run, and product n does not depend on the catalogue size', () => {
    expect(generateProduct(42, now)).toEqual(products[41]);
    expect(generateProduct(100_000, now)).toEqual(generateProduct(100_000, now));
  });

  it('has a product kind for every leaf category and products in most of them', () => {
    for (const id of LEAF_CATEGORY_IDS) expect(KINDS[id]).toBeDefined();
    expect(new Set(products.map((product) => product.categoryId)).size).toBeGreaterThan(
      LEAF_CATEGORY_IDS.length * 0.9,
    );
  });

  it('shows at least 300 products with Dutch names, brands, colours, sizes and types', () => {
    const shown = products.filter((product) => product.approved);
    expect(shown.length).toBeGreaterThanOrEqual(300);
    for (const product of shown) {
      expect(product.name.length).toBeGreaterThan(5);
      expect(product.brand && product.color && product.size && product.type).toBeTruthy();
    }
    expect(new Set(products.map((product) => product.name)).size).toBeGreaterThan(350);
  });

  it('has sold-out, low-stock and unnumbered stock, and unpriced products', () => {
    expect(products.filter((product) => product.stock === 0).length).toBeGreaterThan(5);
    expect(
      products.filter((product) => product.stock !== null && product.stock > 0 && product.stock <= 5).length,
    ).toBeGreaterThan(5);
    expect(products.some((product) => product.stock === null)).toBe(true);
    expect(products.some((product) => product.priceCents === null)).toBe(true);
  });

  it('prices in whole cents incl. VAT, sale prices below the old price, offers ending before and after now', () => {
    for (const product of products) {
      if (product.priceCents !== null)
        expect(Number.isInteger(product.priceCents) && product.priceCents > 0).toBe(true);
    }
    const sale = products.filter((product) => product.isSale);
    expect(sale.length).toBeGreaterThan(20);
    for (const product of sale) expect(product.oldPriceCents).toBeGreaterThan(product.priceCents ?? Infinity);
    expect(sale.some((product) => (product.offerEndDate?.getTime() ?? 0) > now.getTime())).toBe(true);
    expect(sale.some((product) => (product.offerEndDate?.getTime() ?? Infinity) < now.getTime())).toBe(true);
  });

  it('flags B2B discounts with a percent, and gives 2 to 4 images starting with the front', () => {
    const flagged = products.filter((product) => product.b2bDiscountFlag);
    expect(flagged.length).toBeGreaterThan(50);
    for (const product of flagged) expect(product.b2bDiscountPercent).toBeGreaterThan(0);
    for (const product of products.filter((p) => !p.b2bDiscountFlag))
      expect(product.b2bDiscountPercent).toBe(0);
    for (const product of products) {
      expect(product.views[0]).toBe('front');
      expect(product.views.length).toBeGreaterThanOrEqual(2);
      expect(product.views.length).toBeLessThanOrEqual(4);
      expect(new Set(product.views).size).toBe(product.views.length);
    }
  });
});
