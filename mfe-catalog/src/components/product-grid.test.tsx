import { expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
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
const picture = (card: Element) => card.querySelector('img');

it('draws the whole page of 25 at once, with a link to each product', () => {
  renderInCatalog(<ProductGrid products={products} />);
  expect(cards()).toHaveLength(25);
  expect(screen.getByRole('link', { name: 'Hoeslaken Zwolle 25' })).toHaveAttribute(
    'href',
    '/product/d/p/?t=hoeslaken-zwolle-25&slug=25',
  );
});

it("loads the first row's pictures at once and first, the others as they come near the screen", () => {
  renderInCatalog(<ProductGrid products={products} />);
  const [first, second, third] = [...cards()];
  for (const card of [first!, second!]) {
    expect(picture(card)).toHaveAttribute('fetchpriority', 'high');
    expect(picture(card)).toHaveAttribute('loading', 'eager');
  }
  expect(picture(third!)).toHaveAttribute('loading', 'lazy');
});

it("names each add button by its product and the text it shows, 'Sold out' for one sold out", () => {
  const soldOut = { ...products[1]!, number: 0 };
  renderInCatalog(<ProductGrid products={[products[0]!, soldOut]} />);
  expect(screen.getByRole('button', { name: 'Hoeslaken Zwolle 1 Add to cart' })).toBeEnabled();
  const sold = screen.getByRole('button', { name: 'Hoeslaken Zwolle 2 Sold out' });
  expect(sold).toBeDisabled();
  expect(sold).toHaveTextContent('Sold out');
});

it("makes the cards' names headings right under the listing's h1", () => {
  renderInCatalog(<ProductGrid products={products.slice(0, 2)} />);
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Hoeslaken Zwolle 1',
    'Hoeslaken Zwolle 2',
  ]);
});
