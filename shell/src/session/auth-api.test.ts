import { describe, expect, it } from '@jest/globals';
import { createInitialAnswers, type InitialAnswersPage } from 'shared-contracts';
import { sessionInPage } from './auth-api';

/** A page at `address` whose server wrote `answers` into it, opened `now` ms ago. */
function pageWith(answers: Record<string, unknown> | undefined, now = 200): InitialAnswersPage {
  return {
    readElement: () => (answers ? JSON.stringify({ page: '/pages/privacy', answers }) : null),
    origin: () => location.origin,
    address: () => '/pages/privacy',
    now: () => now,
  };
}

describe('the session the server wrote into the page', () => {
  it('is "no session" when the server said so for this page, just sent or reloaded', () => {
    for (const cameBy of ['navigate', 'reload'])
      expect(sessionInPage(createInitialAnswers(pageWith({ '/api/auth/session': null })), cameBy)).toBeNull();
  });

  it('is not trusted on a page the browser may have kept (back or forward), nor where it cannot tell', () => {
    for (const cameBy of ['back_forward', 'prerender', undefined])
      expect(
        sessionInPage(createInitialAnswers(pageWith({ '/api/auth/session': null })), cameBy),
      ).toBeUndefined();
  });

  it('is not there without an answer, once the page is old, or when it is anything but null', () => {
    const signedIn = { accessToken: 't', userInfo: { id: 1 }, expires: '2099-01-01T00:00:00.000Z' };
    for (const page of [
      pageWith(undefined),
      pageWith({ '/products/api/v1/categories/get-public-all-categories': [] }),
      pageWith({ '/api/auth/session': null }, 60_000),
      pageWith({ '/api/auth/session': signedIn }),
      pageWith({ '/api/auth/session': {} }),
    ])
      expect(sessionInPage(createInitialAnswers(page), 'navigate')).toBeUndefined();
  });
});
