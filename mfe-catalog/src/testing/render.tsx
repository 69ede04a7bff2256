import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/react-router';
import english from '../i18n/messages/en.json';

/** Shows the current address, so a test can see where a component navigated to. */
function Location() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

/** Renders a catalog component in English inside a router, the way the shell provides both. */
export function renderInCatalog(ui: ReactElement, { path = '/' } = {}): RenderResult {
  return render(
    <IntlProvider locale="en-US" messages={english}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <Location />
      </MemoryRouter>
    </IntlProvider>,
  );
}
