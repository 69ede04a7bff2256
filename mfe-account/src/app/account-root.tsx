import { useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createTranslationsStore, toBcp47 } from 'shared-contracts';
import dutch from '../i18n/messages/nl.json';
import '../styles/account.css';

const translations = createTranslationsStore(dutch, {
  en_US: () => import('../i18n/messages/en.json'),
  fr_CA: () => import('../i18n/messages/fr.json'),
  de_DE: () => import('../i18n/messages/de.json'),
});

/** The root of every account page and widget: its own translations, and the border of its pixels. */
export function AccountRoot({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
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
