import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from 'shared-contracts';
import userEvent from '@testing-library/user-event';
import { addedNotice } from '../../../store/added-notice';
import { addToCart, cartStore } from '../../../store/cart-service';
import { wishlistStore } from '../../../store/wishlist-service';
import { line, renderHeaderInLanguage } from '../../../test/render';
import { repriceServer } from '../../../test/serve-reprice';
import { CartDropdown } from './cart-dropdown';

const realFetch = globalThis.fetch;
beforeEach(() => {
  globalThis.fetch = repriceServer({
    1: { price: 24.95, stock: 10 },
    2: { price: 10, stock: 10 },
  }) as unknown as typeof fetch;
  act(() => {
    cartStore().clear();
    addedNotice.dismiss();
  });
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

const request = (overrides: Parameters<typeof line>[0] = {}) => {
  const { listPrice: _list, ...item } = line(overrides);
  return { ...item, number: item.number ?? 10 };
};

/** The server's availability check, with `stock` pieces there. */
const stockOf = (stock: number) => ({
  validateStock: async (_id: number, asked: number) => ({ available: asked <= stock, number: stock }),
});

describe('the header cart', () => {
  it('counts the pieces and lists the lines with their subtotal when opened', async () => {
    renderHeaderInLanguage(<CartDropdown />);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    act(() => {
      cartStore().add(line({ qty: 2 }));
      cartStore().add(line({ id: 2, name: 'Laken', price: 10, qty: 1 }));
    });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    await userEvent.click(screen.getByRole('button', { name: 'Winkelwagen tonen' }));
    const panel = screen.getByRole('region', { name: 'Inhoud van je winkelwagen' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() =>
      expect(within(panel).getByTestId('cart-dropdown-subtotal')).toHaveTextContent('€ 59,90'),
    );
    expect(within(panel).getByRole('link', { name: 'Afrekenen' })).toHaveAttribute('href', '/pages/checkout');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("shows 'Successfully added.' with View Cart and Check Out after an add, in the shown language", async () => {
    renderHeaderInLanguage(<CartDropdown />, 'en-US');
    await act(() => addToCart(request({ qty: 1 }), stockOf(10)));
    const popup = screen.getByRole('dialog', { name: 'Successfully added.' });
    expect(popup).toHaveTextContent('Badjas wafel');
    expect(within(popup).getByRole('link', { name: 'View Cart' })).toHaveFocus();
    expect(within(popup).getByRole('link', { name: 'Check Out' })).toHaveAttribute('href', '/pages/checkout');
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the popup for an add the cart took before the dropdown first drew (held while the cart loaded)', async () => {
    await act(() => addToCart(request({ qty: 2 }), stockOf(10)));
    renderHeaderInLanguage(<CartDropdown />);
    expect(screen.getByRole('dialog', { name: 'Succesvol toegevoegd.' })).toHaveTextContent('Badjas wafel');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
  });

  it("writes a count above 999 as '999+' until the server's stock cuts it", async () => {
    act(() => cartStore().set([line({ qty: 1_000_000_000, number: 1_000_000_000 })]));
    renderHeaderInLanguage(<CartDropdown />);
    // The stored line (edited by hand) claims a huge stock: the badge never writes ten digits.
    expect(screen.getByTestId('cart-count')).toHaveTextContent(/^999\+$/);
    // The server knows 10.
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent(/^10$/));
  });

  it('shows no popup when the add is refused for stock', async () => {
    renderHeaderInLanguage(<CartDropdown />);
    await act(() => addToCart(request({ qty: 6 }), stockOf(5)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
  });

  it('names the wishlist and cart links by the counts they show (voice control says what it sees)', () => {
    act(() => wishlistStore().set([]));
    renderHeaderInLanguage(<CartDropdown />);
    // The word is for screen readers only (cart.css): the count is what shows.
    expect(screen.getByRole('link', { name: 'Verlanglijst 0' })).toContainElement(
      screen.getByTestId('wishlist-count'),
    );
    act(() => {
      bus.publish('catalog:wishlist-toggle-requested', {
        id: 5,
        name: 'Theedoek',
        price: 3.5,
        prodImageList: [],
      });
      cartStore().add(line({ qty: 2 }));
    });
    expect(screen.getByRole('link', { name: 'Verlanglijst 1' })).toBeInTheDocument();
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent(/^1$/);
    expect(screen.getByRole('link', { name: 'Winkelwagen 2' })).toHaveTextContent('Winkelwagen 2');
  });
});
