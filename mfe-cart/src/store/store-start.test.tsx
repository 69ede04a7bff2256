import { afterEach, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { bus } from 'shared-contracts';
import { renderInLanguage } from '../test/render';
import { CartDropdown } from '../features/cart-dropdown/components/cart-dropdown';

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

it("the cart's stores start from the header's first render without updating other components during it", async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // One tree, as on the shop's page: the follower is there first, then the header's cart arrives.
  const page = (withCart: boolean) => (
    <>
      <WishlistFollower />
      {withCart && <CartDropdown />}
    </>
  );
  const { rerender } = renderInLanguage(page(false));
  // The stores of this file's module registry do not exist yet: this render starts them.
  await act(async () => rerender(page(true)));
  const duringRender = errors.mock.calls.filter(([message]) =>
    String(message).includes('Cannot update a component'),
  );
  expect(duringRender).toEqual([]);
  // The follower still heard the announcement, once the render was over.
  expect(screen.getByRole('status', { name: 'wishlist size' })).toHaveTextContent('0');
});
