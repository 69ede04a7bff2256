import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { cartStore } from '../../../store/cart-service';
import { line, renderInLanguage } from '../../../test/render';
import { heldRepriceServer } from '../../../test/serve-reprice';
import { CartPage } from './cart-page';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('the cart page with a hand-edited stored cart', () => {
  it("shows no stored price or stock until the server's, then its price and the quantity cut to its stock", async () => {
    const { answer } = heldRepriceServer({ 7: { price: 32, stock: 3 } });
    act(() =>
      cartStore().replace([
        line({ id: 7, name: 'Dekbed', price: 0.01, qty: 1_000_000_000, number: 1_000_000_000 }),
      ]),
    );
    renderInLanguage(<CartPage />);
    expect(screen.getByTestId('cart-unit-price')).toHaveTextContent('Prijs wordt opgehaald');
    expect(document.body).not.toHaveTextContent('0,01');
    expect(document.body).not.toHaveTextContent('op voorraad');

    await act(async () => answer());
    await waitFor(() => expect(screen.getByTestId('cart-unit-price')).toHaveTextContent('€ 32,00'));
    expect(screen.getByRole('spinbutton')).toHaveValue(3);
    expect(screen.getByText('Nog 3 op voorraad')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€ 96,00');
  });
});
