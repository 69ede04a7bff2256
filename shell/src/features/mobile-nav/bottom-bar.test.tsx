import { afterEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { IntlProvider } from 'react-intl';
import { bus } from 'shared-contracts';
import { MemoryRouter } from 'shared-contracts/react-router';
import messages from '../../i18n/messages/nl.json' with { type: 'json' };
import { BottomBar } from './bottom-bar';

const page = (): ReactNode => (
  <MemoryRouter>
    <IntlProvider locale="nl-NL" messages={messages}>
      <BottomBar />
    </IntlProvider>
  </MemoryRouter>
);

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

describe('the mobile bottom bar', () => {
  it('hydrates over the server’s HTML when the cart already announced a count, then shows it', async () => {
    // The server never knows the shopper's cart: its bar has no count.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const serverBar = container.querySelector('nav');
    expect(container.querySelector('.sh-badge')).toBeNull();

    // In the browser the cart team's module (loaded before hydration) has announced its lines.
    bus.publish('cart:changed', { items: [], count: 3 });
    const problems: unknown[] = [];
    await act(async () => {
      roots.push(hydrateRoot(container, page(), { onRecoverableError: (error) => problems.push(error) }));
    });

    expect(problems).toEqual([]);
    // The server's element was kept (a mismatch makes React draw the whole page anew) …
    expect(container.querySelector('nav')).toBe(serverBar);
    // … and the count follows right after hydration, and with each new announcement.
    expect(container.querySelector('.sh-badge')).toHaveTextContent('3');
    act(() => bus.publish('cart:changed', { items: [], count: 5 }));
    expect(container.querySelector('.sh-badge')).toHaveTextContent('5');
    // A count written into storage by hand, before the cart has cut it to the server's stock,
    // does not stretch the bar: it reads as the header's badge reads it.
    act(() => bus.publish('cart:changed', { items: [], count: 1_000_000_000 }));
    expect(container.querySelector('.sh-badge')).toHaveTextContent(/^999\+$/);
  });
});
