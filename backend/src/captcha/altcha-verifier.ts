import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { CounterStore } from '../shared-store/counter-store';
import type { CaptchaChallenge, CaptchaVerifier } from './captcha-verifier';

export interface AltchaSettings {
  hmacSecret: string;
  hmacKeySecret: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The counter the client must find lies in [maxNumber/2, maxNumber]: the work per solve. */
  maxNumber: number;
  ttlSeconds: number;
}

const ALGORITHM = 'PBKDF2/SHA-256';

/** The widget's payload: base64 JSON of { challenge, solution } (ALTCHA v2 proof of work). */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string().min(8),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().optional(),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

/**
 * Self-hosted proof of work (ALTCHA). Challenges are signed, so the server keeps no state for
 * them until one is used; a used challenge's nonce is then remembered until it expires, so a
 * solution cannot be replayed (on every instance when the store is Redis).
 */
export class AltchaVerifier implements CaptchaVerifier {
  readonly provider = 'altcha' as const;

  constructor(
    private readonly settings: AltchaSettings,
    private readonly used: CounterStore,
  ) {}

  async challenge(): Promise<CaptchaChallenge> {
    const { cost, maxNumber, ttlSeconds } = this.settings;
    const challenge = await createChallenge({
      algorithm: ALGORITHM,
      cost,
      counter: randomInt(Math.max(1, Math.floor(maxNumber / 2)), Math.max(2, maxNumber)),
      deriveKey,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      hmacSignatureSecret: this.settings.hmacSecret,
      hmacKeySignatureSecret: this.settings.hmacKeySecret,
    });
    return { provider: 'altcha', challenge };
  }

  async verify(token: string): Promise<boolean> {
    const payload = decode(token);
    if (!payload) return false;
    const challenge: Challenge = payload.challenge;
    const solution: Solution = payload.solution;
    try {
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: this.settings.hmacSecret,
        hmacKeySignatureSecret: this.settings.hmacKeySecret,
      });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    return this.used.setIfAbsent(`captcha:used:${challenge.parameters.nonce}`, this.settings.ttlSeconds);
  }
}

function decode(token: string): z.infer<typeof payloadSchema> | null {
  if (token.length > 10_000) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The widget's encoding of a solved challenge (for tests and tools that solve challenges). */
export function encodeAltchaPayload(challenge: Challenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
