import { useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { toBcp47, type TranslationsStore } from 'shared-contracts';
import '../styles/catalog.css';
import '../styles/home.css';
import '../styles/listing.css';
import '../styles/product.css';
import '../styles/search.css';

/**
 * The root of every catalog page and widget: its translations (the header search's few or the
 * pages' all, src/i18n), and the border of its pixels.
 */
export function CatalogRoot({
  children,
  translations,
  inline = false,
}: {
  children: ReactNode;
  translations: TranslationsStore;
  inline?: boolean;
}) {
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
