import { jwtVerify, SignJWT } from 'jose';

export interface AccessTokenClaims {
  userId: number;
  /** users.token_version when issued: a password reset bumps it and so revokes older tokens. */
  version: number;
}

export interface VerifiedToken extends AccessTokenClaims {
  /** Seconds since the token was issued. */
  ageSeconds: number;
}

const ISSUER = 'riode-storefront';
const AUDIENCE = 'riode-api';

/** Short-lived access tokens: HS256 JWTs signed with a key derived from AUTH_SECRET. */
export class AccessTokens {
  /**
   * The HMAC key imported once: given the raw bytes, jose imports them again (Web Crypto) on
   * every sign and verify, which doubled the CPU of each authenticated request.
   */
  private readonly cryptoKey: Promise<CryptoKey>;

  constructor(
    key: Uint8Array,
    readonly ttlSeconds: number,
  ) {
    this.cryptoKey = crypto.subtle.importKey(
      'raw',
      new Uint8Array(key),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    // A failure shows where the key is used (sign throws, verify answers null), not at start.
    this.cryptoKey.catch(() => undefined);
  }

  async sign(claims: AccessTokenClaims): Promise<string> {
    return new SignJWT({ ver: claims.version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(await this.cryptoKey);
  }

  /** The claims of a valid, unexpired token; null for anything else (never throws). */
  async verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, await this.cryptoKey, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      const userId = Number(payload.sub);
      const version = payload.ver;
      if (!Number.isSafeInteger(userId) || userId <= 0 || typeof version !== 'number') return null;
      const ageSeconds = Math.max(0, Math.floor(Date.now() / 1000) - (payload.iat ?? 0));
      return { userId, version, ageSeconds };
    } catch {
      return null;
    }
  }
}
