import { describe, expect, it } from '@jest/globals';
import type { Product } from 'shared-contracts';
import { productStructuredData } from './structured-data';

const product = (fields: Partial<Product>): Product => ({
  id: 5,
  name: 'Badjas Texel wafel wit L',
  price: 39.95,
  number: 40,
  brand: 'Badgoed & Co',
  condition: 'new',
  finalProductStatus: 'approved',
  prodImageList: [],
  productB2BDiscountFlag: false,
  ...fields,
});

const offerOf = (fields: Partial<Product>) =>
  productStructuredData(product(fields), 'https://winkel.example').offers as Record<string, string>;

describe("a product's structured data", () => {
  it('says the stock as the page does: in stock, the last few (10 or fewer), none', () => {
    expect(offerOf({ number: 11 }).availability).toBe('https://schema.org/InStock');
    expect(offerOf({ number: 10 }).availability).toBe('https://schema.org/LimitedAvailability');
    expect(offerOf({ number: 1 }).availability).toBe('https://schema.org/LimitedAvailability');
    expect(offerOf({ number: 0 }).availability).toBe('https://schema.org/OutOfStock');
  });

  it('maps the condition: new, b-grade (damaged), returned (used)', () => {
    expect(offerOf({ condition: 'b-grade' }).itemCondition).toBe('https://schema.org/DamagedCondition');
    expect(offerOf({ condition: 'returned' }).itemCondition).toBe('https://schema.org/UsedCondition');
    expect(offerOf({}).itemCondition).toBe('https://schema.org/NewCondition');
  });

  it('gives a sale price its end date, an ordinary price none, and a product without a price no offer', () => {
    expect(offerOf({ isSale: true, offerEndDate: '2027-02-01T12:00:00.000Z' }).priceValidUntil).toBe(
      '2027-02-01',
    );
    expect(offerOf({}).priceValidUntil).toBeUndefined();
    expect(productStructuredData(product({ price: null }), 'https://x.example').offers).toBeUndefined();
  });
});
