import { describe, expect, it } from '@jest/globals';
import { createInitialAnswers, STORAGE_KEYS, type InitialAnswersPage } from 'shared-contracts';
import { sessionInPage } from './auth-api';

/** A page the server wrote `answers` into, opened `now` ms ago, come to by `cameBy`. */
function pageWith(
  answers: Record<string, unknown> | undefined,
  { now = 200, cameBy = 'navigate' }: { now?: number; cameBy?: string } = {},
): InitialAnswersPage {
  return {
    readElement: () => (answers ? JSON.stringify({ page: '/pages/privacy', answers }) : null),
    origin: () => location.origin,
    address: () => '/pages/privacy',
    now: () => now,
    navigationType: () => cameBy,
  };
}

const signedOut = { '/api/auth/session': null };

/** A storage holding `items`; `blocked` throws on every read, as a browser that refuses it does. */
const storageWith = (items: Record<string, string> = {}, blocked = false) => ({
  getItem: (key: string) => {
    if (blocked) throw new DOMException('blocked', 'SecurityError');
    return items[key] ?? null;
  },
});

describe('the session the server wrote into the page', () => {
  it('is "no session" when the server said so for this page, just sent or reloaded', () => {
    for (const cameBy of ['navigate', 'reload'])
      expect(sessionInPage(createInitialAnswers(pageWith(signedOut, { cameBy })), storageWith())).toBeNull();
  });

  it('is set aside while the storage holds a sign-in (one made in another tab since the page was asked for)', () => {
    const answers = () => createInitialAnswers(pageWith(signedOut));
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.accountType, STORAGE_KEYS.user])
      expect(sessionInPage(answers(), storageWith({ [key]: 'x' }))).toBeUndefined();
    expect(sessionInPage(answers(), storageWith({ [STORAGE_KEYS.cart]: '[]' }))).toBeNull();
    expect(sessionInPage(answers(), storageWith({}, true))).toBeNull();
  });

  it('is not there without an answer, when old, on a page kept (back/forward), or when not null', () => {
    const signedIn = { accessToken: 't', userInfo: { id: 1 }, expires: '2099-01-01T00:00:00.000Z' };
    for (const page of [
      pageWith(undefined),
      pageWith({ '/products/api/v1/categories/get-public-all-categories': [] }),
      pageWith(signedOut, { now: 60_000 }),
      pageWith(signedOut, { cameBy: 'back_forward' }),
      pageWith({ '/api/auth/session': signedIn }),
      pageWith({ '/api/auth/session': {} }),
    ])
      expect(sessionInPage(createInitialAnswers(page), storageWith())).toBeUndefined();
  });
});
