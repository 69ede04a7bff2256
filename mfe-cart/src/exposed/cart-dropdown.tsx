import { CartRoot } from '../app/cart-root';
import { CartDropdown } from '../features/cart-dropdown/components/cart-dropdown';
import { startCartStores } from '../store/start-stores';

startCartStores();

export default function CartDropdownWidget() {
  return (
    <CartRoot inline>
      <CartDropdown />
    </CartRoot>
  );
}
