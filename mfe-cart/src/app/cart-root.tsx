import { useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { toBcp47, type TranslationsStore } from 'shared-contracts';
import '../styles/cart.css';

/**
 * The root of every cart page and widget: its translations (the header's few or the pages' all,
 * src/i18n), and the border of its pixels.
 */
export function CartRoot({
  children,
  translations,
  inline = false,
}: {
  children: ReactNode;
  translations: TranslationsStore;
  inline?: boolean;
}) {
  const { locale, messages } = useSyncExternalStore(translations.subscribe, translations.snapshot);
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
