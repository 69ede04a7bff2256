import { useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createTranslationsStore, toBcp47 } from 'shared-contracts';
import dutch from '../i18n/messages/nl.json';
import '../styles/cart.css';

const translations = createTranslationsStore(dutch, {
  en_US: () => import('../i18n/messages/en.json'),
  fr_CA: () => import('../i18n/messages/fr.json'),
  de_DE: () => import('../i18n/messages/de.json'),
});

/** The root of every cart page and widget: its own translations, and the border of its pixels. */
export function CartRoot({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
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
