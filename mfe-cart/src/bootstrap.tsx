import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared-contracts/react-router';
import CartDropdownWidget from './exposed/cart-dropdown';
import CartRoutes from './exposed/routes';

/** The team's own page: the cart page with its dropdown, without the shell. */
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <BrowserRouter>
      <CartDropdownWidget locale="nl_NL" />
      <CartRoutes page="cart" locale="nl_NL" />
    </BrowserRouter>,
  );
}
