import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from 'shared-contracts';
import { cartStore } from '../../../store/cart-service';
import { line, renderInLanguage } from '../../../test/render';
import { heldRepriceServer, repriceServer } from '../../../test/serve-reprice';
import { CheckoutPage } from './checkout-page';

const realFetch = globalThis.fetch;
beforeEach(() => {
  globalThis.fetch = repriceServer({ 1: { price: 24.95, stock: 5 } }) as unknown as typeof fetch;
  act(() => cartStore().set([line({ qty: 2 })]));
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('checkout validation', () => {
  it.each([
    ['nl-NL', 'Bestelling plaatsen', 'Dit veld is verplicht', 'E-mailadres', 'Vul een geldig e-mailadres in'],
    ['en-US', 'Place order', 'This field is required', 'Email address', 'Please enter a valid email address'],
  ] as const)(
    'in %s names every missing field and a wrong email',
    async (locale, place, required, email, invalid) => {
      renderInLanguage(<CheckoutPage />, locale);
      await userEvent.click(screen.getByRole('button', { name: place }));
      // email, first and last name, street, house number, postal code, city
      expect(screen.getAllByText(required)).toHaveLength(7);
      expect(screen.getByLabelText(`${email} *`)).toHaveAttribute('aria-invalid', 'true');
      await userEvent.type(screen.getByLabelText(`${email} *`), 'nope');
      await userEvent.click(screen.getByRole('button', { name: place }));
      expect(screen.getByText(invalid)).toBeInTheDocument();
    },
  );

  it('asks no address for collection, and reservations are always collected', async () => {
    act(() => cartStore().set([line({ orderType: 'reservation' })]));
    renderInLanguage(<CheckoutPage />);
    expect(screen.getByRole('radio', { name: 'Bezorgen op een adres' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Afhalen bij het afhaalpunt' })).toBeChecked();
    expect(screen.queryByLabelText('Straat *')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bestelling plaatsen' }));
    expect(screen.getAllByText('Dit veld is verplicht')).toHaveLength(3);
  });

  it("shows the order summary with totals incl. VAT at the server's prices", async () => {
    renderInLanguage(<CheckoutPage />);
    const summary = screen.getByRole('complementary', { name: 'Overzicht van je bestelling' });
    expect(summary).toHaveTextContent('2 × Badjas wafel');
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('€ 49,90'));
    expect(screen.getByTestId('cart-vat')).toHaveTextContent('€ 8,66');
  });

  it('never shows a price from storage: a placeholder until the server answers, then its price and stock', async () => {
    const { answer } = heldRepriceServer({ 7: { price: 32, stock: 3 } });
    // A riode-cart edited by hand: a fake low price, and a fake stock that lets a huge quantity through.
    act(() =>
      cartStore().set([
        line({ id: 7, name: 'Dekbed', price: 0.01, qty: 1_000_000_000, number: 1_000_000_000 }),
      ]),
    );
    renderInLanguage(<CheckoutPage />);
    const lineTotal = screen.getByTestId('checkout-line-total');
    expect(lineTotal).toHaveTextContent('Prijs wordt opgehaald');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Prijs wordt opgehaald');
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();

    await act(async () => answer());
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('€ 96,00'));
    expect(lineTotal).toHaveTextContent('€ 96,00');
    expect(screen.getByRole('complementary', { name: 'Overzicht van je bestelling' })).toHaveTextContent(
      '3 × Dekbed',
    );
  });
});

describe('a signed-in buyer', () => {
  afterEach(() =>
    act(() =>
      bus.publish('shell:session-changed', { status: 'unauthenticated', accessToken: null, userInfo: null }),
    ),
  );

  it('finds the details filled in, also when the session arrives after the page is drawn', async () => {
    renderInLanguage(<CheckoutPage />);
    expect(screen.getByLabelText('E-mailadres *')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Achternaam *'), 'Getypt');
    act(() =>
      bus.publish('shell:session-changed', {
        status: 'authenticated',
        accessToken: 'token',
        userInfo: {
          id: 7,
          firstName: 'Eva',
          lastName: 'Jansen',
          email: 'eva@example.com',
          accountType: 0,
          confirmB2BUser: false,
          bdCompanyName: null,
        },
      }),
    );
    expect(screen.getByLabelText('E-mailadres *')).toHaveValue('eva@example.com');
    expect(screen.getByLabelText('Voornaam *')).toHaveValue('Eva');
    // What the buyer typed stays.
    expect(screen.getByLabelText('Achternaam *')).toHaveValue('Getypt');
  });
});
