import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'shared-contracts/react-router';
import english from '../i18n/messages/en.json' with { type: 'json' };
import dutch from '../i18n/messages/nl.json' with { type: 'json' };

export type TestLanguage = 'en' | 'nl';
const MESSAGES_BY_LANGUAGE = { en: english, nl: dutch } as const;

/** Renders account UI as the remote root does: its translations and a router around it. */
export function renderInLanguage(ui: ReactElement, language: TestLanguage, path = '/') {
  return render(
    <IntlProvider locale={language === 'en' ? 'en-US' : 'nl-NL'} messages={MESSAGES_BY_LANGUAGE[language]}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </IntlProvider>,
  );
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
