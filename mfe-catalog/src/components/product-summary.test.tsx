import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type EventPayload, type Product, type UserInfo } from 'shared-contracts';
import { renderInCatalog } from '../testing/render';
import { ProductSummary } from './product-summary';

const product: Product = {
  id: 3,
  name: 'Badlaken Ede katoen wit 100x150',
  price: 18.5,
  number: 40,
  brand: 'Badgoed & Co',
  condition: 'b-grade',
  finalProductStatus: 'approved',
  prodImageList: [{ imageURL: '/images/products/3/front', imageViewType: 'front' }],
  productB2BDiscountFlag: true,
};

const user = (accountType: 0 | 1): UserInfo => ({
  id: 1,
  firstName: 'Anna',
  lastName: 'de Vries',
  email: 'anna@example.com',
  accountType,
  confirmB2BUser: true,
  bdCompanyName: accountType === 1 ? 'Hotel De Linde' : null,
});

const signIn = (accountType: 0 | 1) =>
  bus.publish('shell:session-changed', {
    status: 'authenticated',
    userInfo: user(accountType),
    accessToken: 't',
  });

afterEach(() => {
  act(() => {
    bus.publish('shell:session-changed', { status: 'unauthenticated', userInfo: null, accessToken: null });
    bus.publish('cart:wishlist-changed', { items: [] });
  });
});

describe('ProductSummary', () => {
  it('shows brand, condition, stock and the price incl. VAT', () => {
    renderInCatalog(<ProductSummary product={product} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(product.name);
    expect(screen.getByText('B-grade')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByText('€18.50')).toBeInTheDocument();
    expect(screen.getByText('incl. VAT')).toBeInTheDocument();
  });

  it('shows a running offer with its old price and countdown, an ended one at its regular price as finished', () => {
    const end = Date.parse('2026-06-01T12:00:00Z');
    const running = {
      ...product,
      price: 10,
      isSale: true,
      oldPrice: 20,
      offerEndDate: new Date(end).toISOString(),
    };
    const { unmount } = renderInCatalog(<ProductSummary product={running} firstNow={end - 3_600_000} />);
    expect(screen.getByText('€20.00')).toBeInTheDocument();
    expect(screen.getByText('€10.00')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    unmount();
    // What the server answers once the offer has ended (backend/src/catalog/offer-price.ts).
    const ended = { ...running, price: 20, isSale: false, oldPrice: null };
    renderInCatalog(<ProductSummary product={ended} firstNow={end + 1000} />);
    expect(screen.getByText('€20.00')).toBeInTheDocument();
    expect(screen.queryByText('€10.00')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Product Selling Finished!');
  });

  it('shows no countdown for a product that never had an offer', () => {
    renderInCatalog(<ProductSummary product={{ ...product, isSale: false, offerEndDate: null }} />);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText('Product Selling Finished!')).toBeNull();
  });

  it('shows the business discount flag to business users only (from the session the shell announces)', () => {
    signIn(0);
    renderInCatalog(<ProductSummary product={product} />);
    expect(screen.queryByTestId('b2b-discount')).toBeNull();
    // Its box is kept (unseen, by a class: the page's CSP allows no style attribute), so nothing
    // moves when a business user's session is known.
    expect(screen.getByText('Business discount')).toHaveClass('cat-badge-kept');
    expect(screen.getByText('Business discount')).toHaveAttribute('aria-hidden', 'true');
    act(() => signIn(1));
    expect(screen.getByTestId('b2b-discount')).toHaveTextContent('Business discount');
    expect(screen.getByTestId('b2b-discount')).not.toHaveClass('cat-badge-kept');
  });

  it('shows the wishlist state the cart announced and asks the cart to toggle', async () => {
    const toggles: Array<EventPayload<'catalog:wishlist-toggle-requested'>> = [];
    const stop = bus.on('catalog:wishlist-toggle-requested', (item) => toggles.push(item));
    bus.publish('cart:wishlist-changed', {
      items: [{ id: 3, name: product.name, price: 18.5, prodImageList: [] }],
    });
    renderInCatalog(<ProductSummary product={product} />);
    const button = screen.getByRole('button', { name: /Remove from wishlist/ });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(button);
    expect(toggles).toEqual([
      { id: 3, name: product.name, price: 18.5, prodImageList: product.prodImageList },
    ]);
    stop();
  });

  it('offers delivery or reservation for collection, delivery first', () => {
    renderInCatalog(<ProductSummary product={product} />);
    expect(screen.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'Reserve and collect at the collection point' }),
    ).not.toBeChecked();
  });
});
