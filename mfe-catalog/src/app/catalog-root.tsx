import { use, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { toBcp47, type LocaleCode, type TranslationsStore } from 'shared-contracts';
import '../styles/catalog.css';
import '../styles/home.css';
import '../styles/listing.css';
import '../styles/product.css';
import '../styles/search.css';

/**
 * The root of every catalog page and widget: its translations (the header search's few or the
 * pages' all, src/i18n) in the language the shell names, and the border of its pixels. The
 * language is a prop, not the bus: on the server one module draws many requests at once, each in
 * its own language; a language already loaded is read without suspending.
 */
export function CatalogRoot({
  children,
  translations,
  locale,
}: {
  children: ReactNode;
  translations: TranslationsStore;
  locale: LocaleCode;
}) {
  const messages = use(translations.load(locale));
  return (
    <IntlProvider locale={toBcp47(locale)} defaultLocale="nl-NL" messages={messages}>
      <div className="cat-root" data-boundary="catalog" data-release={__RIODE_RELEASE__}>
        {children}
      </div>
    </IntlProvider>
  );
}
