import { CartRoot } from '../app/cart-root';
import { CartDropdown } from '../features/cart-dropdown/components/cart-dropdown';

export default function CartDropdownWidget() {
  return (
    <CartRoot inline>
      <CartDropdown />
    </CartRoot>
  );
}
