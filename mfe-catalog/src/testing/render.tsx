import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/react-router';
import headerEnglish from '../i18n/header/en.json' with { type: 'json' };
import english from '../i18n/messages/en.json' with { type: 'json' };

/** The pages' messages: their own and the header search's (src/i18n/page-translations.ts). */
const PAGE_MESSAGES = { ...headerEnglish, ...english };

/** A message the set lacks fails the test, instead of showing its id. */
const failOnMissingMessage = (error: { code: string }) => {
  if (error.code === 'MISSING_TRANSLATION') throw error;
};

/** Shows the current address, so a test can see where a component navigated to. */
function Location() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

/** Renders a catalog component in English inside a router, the way the shell provides both. */
export function renderInCatalog(ui: ReactElement, { path = '/', header = false } = {}): RenderResult {
  // The header search has only its own messages (src/i18n/header-translations.ts).
  const messages = header ? headerEnglish : PAGE_MESSAGES;
  return render(
    <IntlProvider locale="en-US" messages={messages} onError={failOnMissingMessage}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <Location />
      </MemoryRouter>
    </IntlProvider>,
  );
}
