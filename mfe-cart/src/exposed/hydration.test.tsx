import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { serializeCart, STORAGE_KEYS } from 'shared-contracts';
import { MemoryRouter } from 'shared-contracts/react-router';
import { line } from '../test/render';
import { repriceServer } from '../test/serve-reprice';

// The shopper's storage holds a cart before the cart's code loads, as on a page opened anew.
globalThis.fetch = repriceServer({
  1: { price: 24.95, stock: 5 },
  2: { price: 10, stock: 5 },
}) as unknown as typeof fetch;
localStorage.setItem(
  STORAGE_KEYS.cart,
  serializeCart([line({ qty: 2 }), line({ id: 2, name: 'Laken', price: 10, qty: 1 })]),
);
const { default: CartRoutes } = await import('./routes');
const { default: CartDropdownWidget } = await import('./cart-dropdown');

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

/** The server's HTML in the page (React's server renderer draws every store from its server snapshot). */
function serve(ui: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

/** The browser hydrating it: everything React says meanwhile, logged or handed to the root. */
async function hydrate(container: HTMLElement, ui: ReactElement): Promise<unknown[]> {
  const logged = [
    jest.spyOn(console, 'error').mockImplementation(() => undefined),
    jest.spyOn(console, 'warn').mockImplementation(() => undefined),
  ];
  const recovered: unknown[] = [];
  await act(async () => {
    roots.push(hydrateRoot(container, ui, { onRecoverableError: (error) => recovered.push(error) }));
  });
  return [...recovered, ...logged.flatMap((spy) => spy.mock.calls)];
}

describe('the cart hydrating what the server drew', () => {
  it('the header cart: the badges keep their box and the count fills in, without a complaint', async () => {
    const ui = (
      <MemoryRouter>
        <CartDropdownWidget locale="nl_NL" />
      </MemoryRouter>
    );
    const container = serve(ui);
    const serverBadge = within(container).getByTestId('cart-count');
    expect(serverBadge).toBeEmptyDOMElement();
    expect(serverBadge).toHaveAttribute('aria-busy', 'true');

    expect(await hydrate(container, ui)).toEqual([]);
    // The same element, hydrated rather than drawn again: its box stayed, the count came into it.
    expect(screen.getByTestId('cart-count')).toBe(serverBadge);
    expect(serverBadge).toHaveTextContent('3');
    expect(serverBadge).not.toHaveAttribute('aria-busy');
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('0');
  });

  it('the cart page: the lines replace the busy box right after hydration, without a complaint', async () => {
    const ui = (
      <MemoryRouter initialEntries={['/pages/cart']}>
        <CartRoutes page="cart" locale="nl_NL" />
      </MemoryRouter>
    );
    const container = serve(ui);
    expect(container).not.toHaveTextContent('Laken');
    expect(within(container).getByTestId('cart-page-placeholder')).toBeInTheDocument();

    expect(await hydrate(container, ui)).toEqual([]);
    const lines = screen.getAllByRole('listitem');
    expect(lines.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Badjas wafel',
      'Laken',
    ]);
    expect(screen.queryByTestId('cart-page-placeholder')).not.toBeInTheDocument();
    // The prices are the server's, once it has answered.
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('€ 59,90'));
  });
});
