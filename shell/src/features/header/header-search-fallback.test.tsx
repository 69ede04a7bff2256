import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'shared-contracts/react-router';
import messages from '../../i18n/messages/nl.json' with { type: 'json' };
import { HeaderSearchFallback } from './header-search-fallback';

function Location() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

function drawn() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <IntlProvider locale="nl-NL" messages={messages}>
        <HeaderSearchFallback />
        <Location />
      </IntlProvider>
    </MemoryRouter>,
  );
}

describe("the shell's stand-in search form", () => {
  it('refuses a search without a word of 3 characters, says why under the field and stays', async () => {
    const user = userEvent.setup();
    drawn();
    const field = screen.getByRole('searchbox', { name: messages['header.search.placeholder'] });
    await user.type(field, 'xl 42{Enter}');
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent('Typ een woord van minstens 3 tekens om te zoeken.');
    expect(field).toHaveAttribute('aria-describedby', message.id);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);

    await user.type(field, '0{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/shop?search=xl+420');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
