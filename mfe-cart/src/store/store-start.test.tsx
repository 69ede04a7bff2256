import { afterEach, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { useSyncExternalStore, type ComponentType } from 'react';
import { bus, type RemoteWidgetProps } from 'shared-contracts';
import { renderInLanguage } from '../test/render';

afterEach(() => {
  jest.restoreAllMocks();
});

/** Another team's component that shows the wishlist's size from the bus, as the catalog's heart does. */
function WishlistFollower() {
  const wishlist = useSyncExternalStore(
    (onChange) => bus.on('cart:wishlist-changed', onChange),
    () => bus.current('cart:wishlist-changed'),
  );
  return <output aria-label="wishlist size">{wishlist?.items.length ?? 'unknown'}</output>;
}

it("the header's cart starts the stores as its code loads, not while it draws, so other teams' components update cleanly", async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The page as the shell draws it: another team's component first, the header's cart later.
  const page = (Cart?: ComponentType<RemoteWidgetProps>) => (
    <>
      <WishlistFollower />
      {Cart && <Cart locale="nl_NL" />}
    </>
  );
  const { rerender } = renderInLanguage(page());
  // A heart pressed before the cart's code arrived: the bus holds the request for the cart.
  bus.publish('catalog:wishlist-toggle-requested', {
    id: 7,
    name: 'Badjas Wafel',
    price: 39.95,
    prodImageList: [],
  });

  // The shell loads the cart's exposed module (this file's module registry has no store yet)…
  const { default: CartDropdownWidget } = await act(() => import('../exposed/cart-dropdown'));
  // …and draws it.
  await act(async () => rerender(page(CartDropdownWidget)));

  const duringRender = errors.mock.calls.filter(([message]) =>
    String(message).includes('Cannot update a component'),
  );
  expect(duringRender).toEqual([]);
  expect(screen.getByRole('status', { name: 'wishlist size' })).toHaveTextContent('1');
  expect(screen.getByTestId('wishlist-count')).toHaveTextContent('1');
});
