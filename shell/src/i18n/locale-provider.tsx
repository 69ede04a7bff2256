import {
  createContext,
  startTransition,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import { bus, LANGUAGE_COOKIE, parseLocale, STORAGE_KEYS, toBcp47, type LocaleCode } from 'shared-contracts';
import { shellMessages } from './shell-messages';

/** The language saved in this browser (spec §4), or undefined when none is or storage is blocked. */
function storedLocale(): LocaleCode | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    return stored === null ? undefined : parseLocale(stored);
  } catch {
    return undefined;
  }
}

/** The language cookie mirrors the stored choice, so the server renders the next page in it. */
function mirrorInCookie(locale: LocaleCode): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
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
 * The selected language (spec §4: saved under riode-language, default nl_NL). The page starts in
 * the language the server rendered it in (the cookie's); a different choice in storage (made
 * before the cookie existed) takes over right after hydration. The shell announces the language on
 * the bus for whoever follows it; remotes get it as a prop.
 */
export function LocaleProvider({
  initialLocale,
  children,
}: {
  initialLocale: LocaleCode;
  children: ReactNode;
}) {
  const [locale, setLocaleState] = useState<LocaleCode>(initialLocale);
  const messages = use(shellMessages(locale));

  useEffect(() => {
    const stored = storedLocale();
    // The cookie follows the choice at once, not when the page has switched: a page opened while
    // the new language's messages still load is then rendered by the server in that language.
    mirrorInCookie(stored ?? initialLocale);
    if (stored && stored !== initialLocale) startTransition(() => setLocaleState(stored));
  }, [initialLocale]);

  useEffect(() => {
    document.documentElement.lang = toBcp47(locale).slice(0, 2);
    bus.publish('shell:locale-changed', { locale });
  }, [locale]);

  const setLocale = useCallback((next: LocaleCode) => {
    try {
      localStorage.setItem(STORAGE_KEYS.language, next);
    } catch {
      // Storage may be full or blocked; the choice still holds for this visit (and the cookie).
    }
    mirrorInCookie(next);
    // A language whose messages are still loading suspends the slots that show it: as a
    // transition, the page keeps its present language until the new one is there.
    startTransition(() => setLocaleState(next));
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
