import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import {
  bus,
  loadMessages,
  parseLocale,
  STORAGE_KEYS,
  toBcp47,
  type LocaleCode,
  type Messages,
} from 'shared-contracts';
import dutch from './messages/nl.json';

// Named chunks, so an operator (or a browser test) can tell which language file a request is.
const loaders = {
  en_US: () => import(/* webpackChunkName: "shell-messages-en" */ './messages/en.json'),
  fr_CA: () => import(/* webpackChunkName: "shell-messages-fr" */ './messages/fr.json'),
  de_DE: () => import(/* webpackChunkName: "shell-messages-de" */ './messages/de.json'),
};

function storedLocale(): LocaleCode {
  try {
    return parseLocale(localStorage.getItem(STORAGE_KEYS.language));
  } catch {
    return parseLocale(undefined);
  }
}

interface LocaleContextValue {
  locale: LocaleCode;
  setLocale: (locale: LocaleCode) => void;
}

const LocaleContext = createContext<LocaleContextValue | undefined>(undefined);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside LocaleProvider');
  return value;
}

/**
 * The selected language (spec §4: saved, default nl_NL). The shell announces it on the bus
 * (replayed, so remotes that load later get it) and each remote loads its own translations.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<LocaleCode>(storedLocale);
  const [messages, setMessages] = useState<Messages>(dutch);

  useEffect(() => {
    let current = true;
    document.documentElement.lang = toBcp47(locale).slice(0, 2);
    bus.publish('shell:locale-changed', { locale });
    void loadMessages(locale, dutch, loaders).then((loaded) => {
      if (current) setMessages(loaded);
    });
    return () => {
      current = false;
    };
  }, [locale]);

  const setLocale = useCallback((next: LocaleCode) => {
    try {
      localStorage.setItem(STORAGE_KEYS.language, next);
    } catch {
      // Storage may be full or blocked; the choice still holds for this visit.
    }
    setLocaleState(next);
  }, []);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={toBcp47(locale)} defaultLocale="nl-NL" messages={messages}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
