import type { RemoteWidgetProps } from 'shared-contracts';
import { CartRoot } from '../app/cart-root';
import { headerTranslations } from '../i18n/header-translations';
import { CartDropdown } from '../features/cart-dropdown/components/cart-dropdown';
import { startCartStores } from '../store/start-stores';

startCartStores();

/** The header's cart: its badges keep their box on the server and fill in after hydration. */
export default function CartDropdownWidget({ locale }: RemoteWidgetProps) {
  return (
    <CartRoot locale={locale} translations={headerTranslations} inline>
      <CartDropdown />
    </CartRoot>
  );
}
