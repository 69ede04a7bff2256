import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'shared-contracts/react-router';
import headerEnglish from '../i18n/header/en.json' with { type: 'json' };
import headerDutch from '../i18n/header/nl.json' with { type: 'json' };
import english from '../i18n/messages/en.json' with { type: 'json' };
import dutch from '../i18n/messages/nl.json' with { type: 'json' };

export type TestLanguage = 'en' | 'nl';
/** The header menu's messages only, as the menu has them (src/i18n/header-translations.ts). */
const HEADER_MESSAGES = { en: headerEnglish, nl: headerDutch } as const;
/** The pages' messages: their own and the header menu's (src/i18n/page-translations.ts). */
const PAGE_MESSAGES = { en: { ...headerEnglish, ...english }, nl: { ...headerDutch, ...dutch } } as const;

/** A message the set lacks fails the test, instead of showing its id. */
const failOnMissingMessage = (error: { code: string }) => {
  if (error.code === 'MISSING_TRANSLATION') throw error;
};

function renderWith(
  messages: Record<string, string>,
  ui: ReactElement,
  language: TestLanguage,
  path: string,
) {
  return render(
    <IntlProvider
      locale={language === 'en' ? 'en-US' : 'nl-NL'}
      messages={messages}
      onError={failOnMissingMessage}
    >
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </IntlProvider>,
  );
}

/** Renders account UI as the pages' root does: their translations and a router around it. */
export function renderInLanguage(ui: ReactElement, language: TestLanguage, path = '/') {
  return renderWith(PAGE_MESSAGES[language], ui, language, path);
}

/** Renders the header's account menu with only the messages the menu carries. */
export function renderHeaderInLanguage(ui: ReactElement, language: TestLanguage, path = '/') {
  return renderWith(HEADER_MESSAGES[language], ui, language, path);
}

/** A fetch answering by path, recording every call. */
export function fakeFetch(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const path = new URL(url, 'http://localhost').pathname;
    const answer = answers[path] ?? { status: 404, body: { message: 'x', data: 'x', code: 'x' } };
    const status = answer.status ?? 200;
    // jsdom has no Response; the client reads only these.
    return { ok: status < 400, status, json: async () => answer.body };
  };
  return { fetchFn: fetchFn as unknown as typeof fetch, calls };
}
