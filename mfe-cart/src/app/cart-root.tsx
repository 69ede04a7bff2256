import { use, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { toBcp47, type LocaleCode, type TranslationsStore } from 'shared-contracts';
import '../styles/cart.css';

/**
 * The root of every cart page and widget: its translations (the header's few or the pages' all,
 * src/i18n) in the language the shell passes, and the border of its pixels. The language is a
 * prop, not the bus's: on the server one module draws many requests at once, each in its own.
 */
export function CartRoot({
  children,
  locale,
  translations,
  inline = false,
}: {
  children: ReactNode;
  locale: LocaleCode;
  translations: TranslationsStore;
  inline?: boolean;
}) {
  const messages = use(translations.load(locale));
  return (
    <IntlProvider locale={toBcp47(locale)} defaultLocale="nl-NL" messages={messages}>
      <div
        className={inline ? 'cart-root cart-root-inline' : 'cart-root'}
        data-boundary="cart"
        data-release={__RIODE_RELEASE__}
      >
        {children}
      </div>
    </IntlProvider>
  );
}
