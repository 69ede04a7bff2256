import { describe, expect, it } from '@jest/globals';
import { RECAPTCHA_VERIFY_URL, RecaptchaVerifier } from './recaptcha-verifier';

type FetchCall = { url: string; body: URLSearchParams };

function fakeFetch(answer: () => Promise<Response>): { fetch: typeof fetch; calls: FetchCall[] } {
  const calls: FetchCall[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), body: new URLSearchParams(String(init?.body ?? '')) });
    return answer();
  };
  return { fetch: fetchImpl, calls };
}

describe('RecaptchaVerifier', () => {
  it('offers its site key as the challenge', async () => {
    const verifier = new RecaptchaVerifier(
      'site-key',
      'secret',
      fakeFetch(async () => Response.json({})).fetch,
    );
    expect(await verifier.challenge()).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
  });

  it('asks Google with the secret, the token and the client address', async () => {
    const fake = fakeFetch(async () => Response.json({ success: true, hostname: 'shop' }));
    const verifier = new RecaptchaVerifier('site-key', 'top-secret', fake.fetch);
    expect(await verifier.verify('token-1', '10.0.0.7')).toBe(true);
    expect(fake.calls[0]?.url).toBe(RECAPTCHA_VERIFY_URL);
    expect(Object.fromEntries(fake.calls[0]?.body ?? [])).toEqual({
      secret: 'top-secret',
      response: 'token-1',
      remoteip: '10.0.0.7',
    });
  });

  it.each([
    [
      'Google says no',
      async () => Response.json({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
    ],
    ['Google answers an error status', async () => new Response('oops', { status: 500 })],
    ['the answer is not JSON', async () => new Response('<html>')],
    ['the answer has another shape', async () => Response.json({ ok: true })],
    ['the network fails', async () => Promise.reject(new Error('ENOTFOUND'))],
  ])('refuses when %s', async (_label, answer) => {
    const verifier = new RecaptchaVerifier('k', 's', fakeFetch(answer).fetch);
    expect(await verifier.verify('token')).toBe(false);
  });

  it('refuses an empty token without asking Google', async () => {
    const fake = fakeFetch(async () => Response.json({ success: true }));
    expect(await new RecaptchaVerifier('k', 's', fake.fetch).verify('')).toBe(false);
    expect(fake.calls).toHaveLength(0);
  });
});
