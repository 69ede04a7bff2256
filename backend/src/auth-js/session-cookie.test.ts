import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { carriesSessionCookie } from './session-cookie';

describe('whether a request carries a session cookie', () => {
  it("finds Auth.js's session cookie in every form it takes, wherever it stands", () => {
    for (const header of [
      'authjs.session-token=eyJ',
      '__Secure-authjs.session-token=eyJ',
      'authjs.session-token.0=a; authjs.session-token.1=b',
      'riode-visitor=1;authjs.session-token=eyJ',
      'riode-visitor=1;   __Secure-authjs.session-token.3=x',
      'authjs.session-token=',
    ])
      expect([header, carriesSessionCookie(header)]).toEqual([header, true]);
  });

  it('finds none without one, also when a value merely mentions it', () => {
    for (const header of [
      undefined,
      '',
      'riode-visitor=1',
      'authjs.csrf-token=abc%7Cdef; authjs.callback-url=http%3A%2F%2Flocalhost',
      'riode-visitor=authjs.session-token=1',
      'note=session-token',
    ])
      expect([header, carriesSessionCookie(header)]).toEqual([header, false]);
  });

  it('never misses one among any other cookies (a miss would tell a signed-in page it is not)', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9_.-]{1,12}$/).filter((n) => !n.includes('session-token'));
    const cookie = fc.tuple(name, fc.stringMatching(/^[^;]{0,12}$/)).map(([n, v]) => `${n}=${v}`);
    fc.assert(
      fc.property(
        fc.array(cookie, { maxLength: 5 }),
        fc.array(cookie, { maxLength: 5 }),
        fc.constantFrom('authjs.session-token', '__Secure-authjs.session-token', 'authjs.session-token.2'),
        (before, after, session) =>
          carriesSessionCookie([...before, `${session}=v`, ...after].join('; ')) &&
          !carriesSessionCookie([...before, ...after].join('; ')),
      ),
    );
  });
});
