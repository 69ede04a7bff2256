import { useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createTranslationsStore, toBcp47 } from 'shared-contracts';
import dutch from '../i18n/messages/nl.json';
import '../styles/catalog.css';
import '../styles/home.css';
import '../styles/listing.css';
import '../styles/product.css';
import '../styles/search.css';

const translations = createTranslationsStore(dutch, {
  en_US: () => import('../i18n/messages/en.json'),
  fr_CA: () => import('../i18n/messages/fr.json'),
  de_DE: () => import('../i18n/messages/de.json'),
});

/** The root of every catalog page and widget: its own translations, and the border of its pixels. */
export function CatalogRoot({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  const { locale, messages } = useSyncExternalStore(translations.subscribe, translations.snapshot);
  const Tag = inline ? 'span' : 'div';
  return (
    <IntlProvider locale={toBcp47(locale)} defaultLocale="nl-NL" messages={messages}>
      <Tag className="cat-root" data-boundary="catalog" data-release={__RIODE_RELEASE__}>
        {children}
      </Tag>
    </IntlProvider>
  );
}
