import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { Product } from 'shared-contracts';
import { renderInCatalog } from '../testing/render';
import { ProductGrid } from './product-grid';

const products: Product[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `Hoeslaken Zwolle ${index + 1}`,
  price: 12.5,
  number: 10,
  brand: 'Bedgoed & Co',
  condition: 'new',
  finalProductStatus: 'approved',
  prodImageList: [{ imageURL: `/images/products/${index + 1}/front`, imageViewType: 'front' }],
  productB2BDiscountFlag: false,
}));

const cards = () => screen.getByTestId('product-grid').querySelectorAll('[data-product-id]');

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

it('draws the first eight cards at once and the whole page of 25 once the browser is idle', () => {
  renderInCatalog(<ProductGrid products={products} />);
  expect(cards()).toHaveLength(8);
  expect(screen.getByText('Hoeslaken Zwolle 1')).toBeInTheDocument();
  expect(screen.queryByText('Hoeslaken Zwolle 9')).toBeNull();

  act(() => jest.advanceTimersByTime(0));
  expect(cards()).toHaveLength(25);
  expect(screen.getByText('Hoeslaken Zwolle 25')).toBeInTheDocument();
});

it('draws a short page whole at once', () => {
  renderInCatalog(<ProductGrid products={products.slice(0, 5)} />);
  expect(cards()).toHaveLength(5);
});
