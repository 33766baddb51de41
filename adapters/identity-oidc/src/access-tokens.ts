import { jwtVerify, SignJWT } from 'jose';
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
    const token = await new SignJWT({ email })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: current!.kid })
      .setIssuer(this.options.issuer)
      .setAudience(this.options.audience)
      .setSubject(email)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(current!.key);
    return { token, expiresIn: this.ttlSeconds };
  }

  /** The e-mail the token was issued to, or null when anything about it is wrong. */
  async verify(token: string): Promise<string | null> {
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
      return typeof payload.email === 'string' ? payload.email : null;
    } catch {
      return null;
    }
  }
}
