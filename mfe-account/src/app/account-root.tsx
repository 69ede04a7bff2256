import { use, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { toBcp47, type LocaleCode, type TranslationsStore } from 'shared-contracts';
import '../styles/account.css';

/**
 * The root of every account page and widget: its translations (the header menu's few or the
 * pages' all, src/i18n) in the language the shell passes, and the border of its pixels. The
 * language is a prop, not the bus's: on the server one module draws many requests at once.
 */
export function AccountRoot({
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
  const Tag = inline ? 'span' : 'div';
  return (
    <IntlProvider locale={toBcp47(locale)} defaultLocale="nl-NL" messages={messages}>
      <Tag className="acc-root" data-boundary="account" data-release={__RIODE_RELEASE__}>
        {children}
      </Tag>
    </IntlProvider>
  );
}
