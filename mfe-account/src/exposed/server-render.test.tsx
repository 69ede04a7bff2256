/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { bus } from 'shared-contracts';
import { StaticRouter } from 'shared-contracts/react-router';
import { pageTranslations } from '../i18n/page-translations';
import LoginModal from './login-modal';
import AccountRoutes, { loaders } from './routes';
import AccountUserMenu from './user-menu';

// Node has no window, document or storage: importing the modules above already proves they
// touch none as they load, and each render below that it touches none as it draws.
const serverRender = (ui: ReactElement, location = '/') =>
  renderToString(<StaticRouter location={location}>{ui}</StaticRouter>);

/** A labelled input as the server drew it. */
function expectField(html: string, id: string, label: string, name: string) {
  expect(html).toContain(`<label for="${id}">${label}</label>`);
  expect(html).toMatch(new RegExp(`<input id="${id}"[^>]* name="${name}"`));
}

// Another request's shopper, on the bus the server shares between all of them.
bus.publish('shell:session-changed', {
  status: 'authenticated',
  accessToken: 'someone-elses-token',
  userInfo: {
    id: 3,
    firstName: 'Eva',
    lastName: 'Jansen',
    email: 'eva@example.com',
    accountType: 0,
    confirmB2BUser: false,
    bdCompanyName: null,
  },
});

describe('the account on the server', () => {
  it('draws the login page whole: both tabs, the fields, the button, and a box where the captcha comes', () => {
    const html = serverRender(<AccountRoutes page="login" locale="nl_NL" />, '/pages/login');
    expect(html).toContain('data-boundary="account"');
    expect(html).toContain('<h1>Inloggen</h1>');
    expect(html).toContain('>Registreren</button>');
    expectField(html, 'acc-page-login-email', 'E-mailadres', 'email');
    expectField(html, 'acc-page-login-password', 'Wachtwoord', 'password');
    expect(html).toMatch(/<button type="submit" class="acc-submit">Inloggen<\/button>/);
    expect(html).toContain('<div class="acc-captcha-loading" aria-busy="true"></div>');
    expect(html).not.toContain('altcha-widget');
  });

  it('draws the login page in the language the shell passes', async () => {
    await pageTranslations.load('en_US');
    const html = serverRender(<AccountRoutes page="login" locale="en_US" />, '/pages/login');
    expectField(html, 'acc-page-login-email', 'Email address', 'email');
    expect(serverRender(<AccountRoutes page="login" locale="nl_NL" />)).toContain('E-mailadres');
  });

  it('draws the reset-password forms whole: asking for the link, and the new password with a token', () => {
    const ask = serverRender(<AccountRoutes page="reset-password" locale="nl_NL" />, '/pages/resetpassword');
    expectField(ask, 'acc-forgot-email', 'E-mailadres', 'email');
    const renew = serverRender(
      <AccountRoutes page="reset-password" locale="nl_NL" />,
      '/pages/resetpassword?token=emailed',
    );
    expectField(renew, 'acc-reset-password', 'Nieuw wachtwoord', 'password');
  });

  it("draws the order tracking form whole, the e-mail link's order number filled in", () => {
    const html = serverRender(
      <AccountRoutes page="track-order" locale="nl_NL" />,
      '/pages/track-order?order=RD-100042',
    );
    expect(html).toContain('<h1>Volg je bestelling</h1>');
    expectField(html, 'acc-track-orderNumber', 'Bestelnummer', 'orderNumber');
    expect(html).toMatch(/<input id="acc-track-orderNumber"[^>]* value="RD-100042"/);
    expectField(html, 'acc-track-email', 'E-mailadres', 'email');
    expect(html).toMatch(/<button type="submit" class="acc-submit">Bestelling volgen<\/button>/);
  });

  it('draws the account page as a skeleton: the shopper is known only in the browser', () => {
    const html = serverRender(<AccountRoutes page="account" locale="nl_NL" />, '/pages/account');
    expect(html).toContain('<section class="acc-page" aria-busy="true"><h1>Mijn account</h1>');
    expect(html).not.toContain('Eva');
  });

  it("draws the user menu as a box of the menu's size, neither Sign in nor someone's name", () => {
    const html = serverRender(<AccountUserMenu locale="nl_NL" />);
    expect(html).toContain('<span class="acc-menu-pending" aria-busy="true"');
    expect(html).not.toContain('Eva');
    expect(html).not.toContain('Inloggen');
  });

  it('draws the sign-in window on the server too', () => {
    const html = serverRender(<LoginModal locale="nl_NL" initialTab="register" onClose={() => {}} />);
    expectField(html, 'acc-modal-register-firstName', 'Voornaam', 'firstName');
  });

  it('asks the shell to load no data for any page', () => {
    expect(loaders).toEqual({});
  });
});
