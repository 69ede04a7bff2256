import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { bus, DEFAULT_LOCALE, loadMessages, toBcp47, type Messages } from 'shared-contracts';
import dutch from '../i18n/messages/nl.json';
import '../styles/account.css';

const loaders = {
  en_US: () => import('../i18n/messages/en.json'),
  fr_CA: () => import('../i18n/messages/fr.json'),
  de_DE: () => import('../i18n/messages/de.json'),
};

const subscribe = (onChange: () => void) => bus.on('shell:locale-changed', onChange);
const currentLocale = () => bus.current('shell:locale-changed')?.locale ?? DEFAULT_LOCALE;

/** The account team's own translations, following the language the shell announces on the bus. */
export function AccountRoot({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  const locale = useSyncExternalStore(subscribe, currentLocale);
  const [messages, setMessages] = useState<Messages>(dutch);
  useEffect(() => {
    let current = true;
    void loadMessages(locale, dutch, loaders).then((loaded) => current && setMessages(loaded));
    return () => {
      current = false;
    };
  }, [locale]);
  const Tag = inline ? 'span' : 'div';
  return (
    <IntlProvider locale={toBcp47(locale)} defaultLocale="nl-NL" messages={messages}>
      <Tag className="acc-root" data-boundary="account" data-release={__RIODE_RELEASE__}>
        {children}
      </Tag>
    </IntlProvider>
  );
}
