/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { bus } from 'shared-contracts';
import { StaticRouter } from 'shared-contracts/react-router';
import { headerTranslations } from '../i18n/header-translations';
import CartDropdownWidget from './cart-dropdown';
import CartRoutes, { loaders } from './routes';

// Node has no window, document or storage: importing the modules above already proves they
// touch none as they load, and each render below that it touches none as it draws.
const serverRender = (ui: ReactElement, location = '/') =>
  renderToString(<StaticRouter location={location}>{ui}</StaticRouter>);

const EMPTY_BADGE = (testId: string) =>
  new RegExp(`<span class="[^"]*" data-testid="${testId}" aria-busy="true"></span>`);

describe('the cart on the server', () => {
  it('draws the header cart with its badges boxed and empty: the count is not known there', () => {
    const html = serverRender(<CartDropdownWidget locale="nl_NL" />);
    expect(html).toContain('data-boundary="cart"');
    expect(html).toMatch(EMPTY_BADGE('cart-count'));
    expect(html).toMatch(EMPTY_BADGE('wishlist-count'));
    expect(html).toContain('<span class="cart-visually-hidden">Verlanglijst</span>');
    expect(html).toContain('Winkelwagen');
  });

  it('never draws what another request put on the bus: the count stays not known', () => {
    bus.publish('cart:changed', { items: [], count: 4 });
    expect(serverRender(<CartDropdownWidget locale="nl_NL" />)).toMatch(EMPTY_BADGE('cart-count'));
  });

  it('draws each request in the language the shell passes, one language beside another', async () => {
    await headerTranslations.load('en_US');
    expect(serverRender(<CartDropdownWidget locale="en_US" />)).toContain('>Wishlist</span>');
    expect(serverRender(<CartDropdownWidget locale="nl_NL" />)).toContain('>Verlanglijst</span>');
    expect(serverRender(<CartDropdownWidget locale="en_US" />)).toContain('aria-label="Show cart"');
  });

  it.each([
    ['cart', '/pages/cart', 'Winkelwagen'],
    ['checkout', '/pages/checkout', 'Afrekenen'],
    ['wishlist', '/pages/wishlist', 'Verlanglijst'],
  ] as const)('draws the %s page as its title over a busy box, with no data to load', (page, path, title) => {
    const html = serverRender(<CartRoutes page={page} locale="nl_NL" />, path);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('data-testid="cart-page-placeholder"');
    expect(loaders[page]).toBeUndefined();
  });
});
