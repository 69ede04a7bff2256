import { describe, expect, it } from '@jest/globals';
import { STORAGE_KEYS, type PageState } from 'shared-contracts';
import { sessionInPage } from './auth-api';

const signedOut: PageState = { locale: 'nl_NL', modules: [], signedOut: true };

/** A storage holding `items`; `blocked` throws on every read, as a browser that refuses it does. */
const storageWith = (items: Record<string, string> = {}, blocked = false) => ({
  getItem: (key: string) => {
    if (blocked) throw new DOMException('blocked', 'SecurityError');
    return items[key] ?? null;
  },
});

describe('the session the server rendered the page with', () => {
  it('is "no session" when the server said so for this page, just sent or reloaded', () => {
    for (const cameBy of ['navigate', 'reload'])
      expect(sessionInPage(signedOut, storageWith(), cameBy)).toBeNull();
  });

  it('is set aside while the storage holds a sign-in (one made in another tab since the page was asked for)', () => {
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.accountType, STORAGE_KEYS.user])
      expect(sessionInPage(signedOut, storageWith({ [key]: 'x' }), 'navigate')).toBeUndefined();
    expect(sessionInPage(signedOut, storageWith({ [STORAGE_KEYS.cart]: '[]' }), 'navigate')).toBeNull();
    expect(sessionInPage(signedOut, storageWith({}, true), 'navigate')).toBeNull();
  });

  it('is not known on a page the server did not render, one with a session cookie, or a kept copy', () => {
    expect(sessionInPage(undefined, storageWith(), 'navigate')).toBeUndefined();
    expect(sessionInPage({ locale: 'nl_NL', modules: [] }, storageWith(), 'navigate')).toBeUndefined();
    for (const cameBy of ['back_forward', 'prerender', undefined])
      expect(sessionInPage(signedOut, storageWith(), cameBy)).toBeUndefined();
  });
});
