import type { RemoteRoutesProps } from 'shared-contracts';
import { CartRoot } from '../app/cart-root';
import { CartPage } from '../features/cart-page/cart-page';
import { PendingPage } from '../features/pending/pending-page';

/** The cart's pages, as the shell asks for them. */
export default function CartRoutes({ page }: RemoteRoutesProps<'cart'>) {
  return (
    <CartRoot>
      {page === 'cart' && <CartPage />}
      {page === 'checkout' && <PendingPage titleId="checkout.title" />}
      {page === 'wishlist' && <PendingPage titleId="wishlist.title" />}
    </CartRoot>
  );
}
