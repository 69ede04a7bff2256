import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'shared-contracts/react-router';
import type { PageState } from 'shared-contracts';
import messages from '../../i18n/messages/nl.json' with { type: 'json' };
import { PageStateProvider } from '../../page-state/page-state';
import { UserSlotPlaceholder } from './user-slot-placeholder';

function drawnWith(state: PageState) {
  return render(
    <MemoryRouter>
      <IntlProvider locale="nl-NL" messages={messages}>
        <PageStateProvider state={state}>
          <UserSlotPlaceholder />
        </PageStateProvider>
      </IntlProvider>
    </MemoryRouter>,
  );
}

describe("the header's account part before the account menu loads", () => {
  it("shows the shopper's first name, from the session the server read, linking to the account", () => {
    drawnWith({ locale: 'nl_NL', modules: [], signedInAs: 'Ilse' });
    expect(screen.getByRole('link', { name: 'Ilse' })).toHaveAttribute('href', '/pages/account');
  });

  it('offers to sign in to a visitor the server knows is signed out', () => {
    drawnWith({ locale: 'nl_NL', modules: [], signedOut: true });
    expect(screen.getByRole('link', { name: messages['nav.signIn'] })).toHaveAttribute(
      'href',
      '/pages/login',
    );
  });

  it('keeps a busy skeleton of the same size when the sign-in is not known', () => {
    const { container } = drawnWith({ locale: 'nl_NL', modules: [] });
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('.sh-user-placeholder')).toHaveAttribute('aria-busy', 'true');
  });
});
