import type { PrepareModule, RemoteLoaders, RemoteRoutesProps } from 'shared-contracts';
import { CartRoot } from '../app/cart-root';
import { CartPage } from '../features/cart-page/components/cart-page';
import { CheckoutPage } from '../features/checkout/components/checkout-page';
import { WishlistPage } from '../features/wishlist/components/wishlist-page';
import { pageTranslations } from '../i18n/page-translations';
import { startCartStores } from '../store/start-stores';

startCartStores();

/** Each page's head: its title and description, canonical address, structured data. */
export { heads } from '../head/page-heads';

/** Its messages in the page's language, loaded before the page hydrates. */
export const prepare: PrepareModule = (locale) => pageTranslations.load(locale);

/**
 * No page of the cart needs server data: the cart and the wishlist live in the browser's
 * storage, so the server draws their placeholders and the browser fills them in.
 */
export const loaders: RemoteLoaders<'cart'> = {};

/** The cart's pages, as the shell asks for them. */
export default function CartRoutes({ page, locale }: RemoteRoutesProps<'cart'>) {
  return (
    <CartRoot locale={locale} translations={pageTranslations}>
      {page === 'cart' && <CartPage />}
      {page === 'checkout' && <CheckoutPage />}
      {page === 'wishlist' && <WishlistPage />}
    </CartRoot>
  );
}
