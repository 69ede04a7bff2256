import type { RemoteRoutesProps } from 'shared-contracts';
import { CartRoot } from '../app/cart-root';
import { CartPage } from '../features/cart-page/components/cart-page';
import { CheckoutPage } from '../features/checkout/components/checkout-page';
import { WishlistPage } from '../features/wishlist/components/wishlist-page';
import { pageTranslations } from '../i18n/page-translations';
import { startCartStores } from '../store/start-stores';

startCartStores();

/** The cart's pages, as the shell asks for them. */
export default function CartRoutes({ page }: RemoteRoutesProps<'cart'>) {
  return (
    <CartRoot translations={pageTranslations}>
      {page === 'cart' && <CartPage />}
      {page === 'checkout' && <CheckoutPage />}
      {page === 'wishlist' && <WishlistPage />}
    </CartRoot>
  );
}
