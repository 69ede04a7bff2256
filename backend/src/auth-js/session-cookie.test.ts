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
      `riode-visitor=1;${' '.repeat(15_000)}__Secure-authjs.session-token.3=x`,
      'authjs.session-token=',
    ])
      expect([header.slice(0, 60), carriesSessionCookie(header)]).toEqual([header.slice(0, 60), true]);
  });

  it('finds none without one, also when a value merely mentions it or the header is long', () => {
    for (const header of [
      undefined,
      '',
      'riode-visitor=1',
      'authjs.csrf-token=abc%7Cdef; authjs.callback-url=http%3A%2F%2Flocalhost',
      'riode-visitor=authjs.session-token=1',
      'note=session-token',
      `a=1;${' '.repeat(15_000)}x`,
    ])
      expect([header?.slice(0, 60), carriesSessionCookie(header)]).toEqual([header?.slice(0, 60), false]);
  });

  it('answers as the rule says for any cookies: one whose name holds session-token, in any case', () => {
    // Names built from pieces near the rule (a letter off, another case, around it), so near
    // misses come up as often as hits; values may hold anything but the separator.
    const piece = fc.constantFrom(
      'session-token',
      'Session-Token',
      'session_token',
      'sessiontoken',
      'authjs.',
      '.0',
      'x',
      '-',
    );
    const name = fc.array(piece, { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join(''));
    const value = fc.stringMatching(/^[^;]{0,16}$/);
    const cookie = fc.record({ name, value, space: fc.constantFrom('', ' ', '  ') });
    fc.assert(
      fc.property(fc.array(cookie, { maxLength: 6 }), (cookies) => {
        const header = cookies.map(({ name: n, value: v, space }) => `${space}${n}=${v}`).join(';');
        const expected = cookies.some(({ name: n }) => n.toLowerCase().includes('session-token'));
        return carriesSessionCookie(header) === expected;
      }),
    );
  });
});
