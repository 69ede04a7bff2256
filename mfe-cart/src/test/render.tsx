import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'shared-contracts/react-router';
import type { CartItem } from 'shared-contracts';
import headerDe from '../i18n/header/de.json' with { type: 'json' };
import headerEn from '../i18n/header/en.json' with { type: 'json' };
import headerFr from '../i18n/header/fr.json' with { type: 'json' };
import headerNl from '../i18n/header/nl.json' with { type: 'json' };
import de from '../i18n/messages/de.json' with { type: 'json' };
import en from '../i18n/messages/en.json' with { type: 'json' };
import fr from '../i18n/messages/fr.json' with { type: 'json' };
import nl from '../i18n/messages/nl.json' with { type: 'json' };

/** The header's messages only, as the header's cart has them (src/i18n/header-translations.ts). */
const HEADER_MESSAGES = { 'nl-NL': headerNl, 'en-US': headerEn, 'fr-CA': headerFr, 'de-DE': headerDe };
/** The pages' messages: their own and the header's (src/i18n/page-translations.ts). */
const PAGE_MESSAGES = {
  'nl-NL': { ...headerNl, ...nl },
  'en-US': { ...headerEn, ...en },
  'fr-CA': { ...headerFr, ...fr },
  'de-DE': { ...headerDe, ...de },
};
type Locale = keyof typeof PAGE_MESSAGES;

/** A message the set lacks fails the test, instead of showing its id. */
const failOnMissingMessage = (error: { code: string }) => {
  if (error.code === 'MISSING_TRANSLATION') throw error;
};

function renderWith(messages: Record<string, string>, ui: ReactElement, locale: Locale, path: string) {
  // A wrapper (not a wrapping element) so that rerender keeps the language and the router.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} defaultLocale="nl-NL" messages={messages} onError={failOnMissingMessage}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </IntlProvider>
  );
  return render(ui, { wrapper });
}

/** Renders a cart page's UI in one of its languages, inside a router (as the shell provides). */
export function renderInLanguage(ui: ReactElement, locale: Locale = 'nl-NL', path = '/') {
  return renderWith(PAGE_MESSAGES[locale], ui, locale, path);
}

/** Renders the header's cart with only the messages the header carries. */
export function renderHeaderInLanguage(ui: ReactElement, locale: Locale = 'nl-NL', path = '/') {
  return renderWith(HEADER_MESSAGES[locale], ui, locale, path);
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
