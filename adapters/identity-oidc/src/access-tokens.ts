import { jwtVerify, SignJWT } from 'jose';
import { issuedAtMs } from './identity-claims';
import type { DerivedKey } from './secret-keys';

export interface AccessTokenOptions {
  keys: DerivedKey[];
  /** `iss`: the product's public URL. */
  issuer: string;
  /** `aud`: the product's API. */
  audience: string;
  ttlSeconds?: number;
}

export interface IssuedToken {
  token: string;
  expiresIn: number;
}

export interface VerifiedToken {
  email: string;
  /** When it was issued, to the millisecond. */
  issuedAtMs: number;
}

/**
 * The product's own short-lived bearer tokens (POST /jwt). HS256 with a key derived from the
 * operator secret: only this server issues and checks them, and every replica can.
 */
export class AccessTokens {
  readonly ttlSeconds: number;

  constructor(private readonly options: AccessTokenOptions) {
    this.ttlSeconds = options.ttlSeconds ?? 15 * 60;
  }

  get issuer(): string {
    return this.options.issuer;
  }

  async issue(email: string): Promise<IssuedToken> {
    const [current] = this.options.keys;
    // iat_ms: to the millisecond, so a sign-out a moment before or after is told apart.
    const token = await new SignJWT({ email, iat_ms: Date.now() })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: current!.kid })
      .setIssuer(this.options.issuer)
      .setAudience(this.options.audience)
      .setSubject(email)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(current!.key);
    return { token, expiresIn: this.ttlSeconds };
  }

  /** Who the token was issued to and when, or null when anything about it is wrong. */
  async verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(
        token,
        (header) => {
          const match = this.options.keys.find((candidate) => candidate.kid === header.kid);
          if (!match) throw new Error('unknown key');
          return match.key;
        },
        {
          issuer: this.options.issuer,
          audience: this.options.audience,
          algorithms: ['HS256'],
          typ: 'at+jwt',
          requiredClaims: ['exp', 'sub'],
        },
      );
      return typeof payload.email === 'string'
        ? { email: payload.email, issuedAtMs: issuedAtMs(payload) }
        : null;
    } catch {
      return null;
    }
  }
}
