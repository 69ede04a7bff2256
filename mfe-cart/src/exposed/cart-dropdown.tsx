import { CartRoot } from '../app/cart-root';
import { headerTranslations } from '../i18n/header-translations';
import { CartDropdown } from '../features/cart-dropdown/components/cart-dropdown';
import { startCartStores } from '../store/start-stores';

startCartStores();

export default function CartDropdownWidget() {
  return (
    <CartRoot translations={headerTranslations} inline>
      <CartDropdown />
    </CartRoot>
  );
}
