import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'shared-contracts/react-router';
import type { CartItem } from 'shared-contracts';
import de from '../i18n/messages/de.json' with { type: 'json' };
import en from '../i18n/messages/en.json' with { type: 'json' };
import fr from '../i18n/messages/fr.json' with { type: 'json' };
import nl from '../i18n/messages/nl.json' with { type: 'json' };

const MESSAGES = { 'nl-NL': nl, 'en-US': en, 'fr-CA': fr, 'de-DE': de };

/** Renders cart UI in one of its languages, inside a router (as the shell provides). */
export function renderInLanguage(ui: ReactElement, locale: keyof typeof MESSAGES = 'nl-NL', path = '/') {
  // A wrapper (not a wrapping element) so that rerender keeps the language and the router.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} defaultLocale="nl-NL" messages={MESSAGES[locale]}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </IntlProvider>
  );
  return render(ui, { wrapper });
}

export const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 1,
  name: 'Badjas wafel',
  price: 24.95,
  qty: 1,
  orderType: 'normal',
  prodImageList: [{ imageURL: '/images/products/1/front', imageViewType: 'front' }],
  productB2BDiscountFlag: false,
  number: 5,
  ...overrides,
});
