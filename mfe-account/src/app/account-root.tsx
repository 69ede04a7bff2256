import { useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { toBcp47, type TranslationsStore } from 'shared-contracts';
import '../styles/account.css';

/**
 * The root of every account page and widget: its translations (the header menu's few or the
 * pages' all, src/i18n), and the border of its pixels.
 */
export function AccountRoot({
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
      <Tag className="acc-root" data-boundary="account" data-release={__RIODE_RELEASE__}>
        {children}
      </Tag>
    </IntlProvider>
  );
}
