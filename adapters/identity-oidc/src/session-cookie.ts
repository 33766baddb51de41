import type { Context } from 'koa';
import type { ProviderName } from './oidc-issuer';
import type { SealedCookie } from './sealed-cookie';

/** What the website's session remembers; sealed, so page scripts never see the tokens. */
export interface SessionData {
  email: string;
  displayName: string;
  photoURL: string;
  provider: ProviderName;
  /** Renews the session while the provider's own session lives. */
  refreshToken?: string;
  /** Lets sign-out name the session it ends at the provider. */
  idToken?: string;
  /** Epoch seconds. */
  signedInAt: number;
  /** Epoch milliseconds of the sign-in: a sign-out or a new password after it ends the session. */
  issuedAtMs?: number;
  /** Epoch seconds after which the provider is asked again whether the session lives. */
  checkAt: number;
}

export interface SessionCookieOptions {
  production: boolean;
  maxAgeSeconds: number;
}

/**
 * The session cookie: httpOnly, SameSite=Lax, and in production Secure with the `__Host-`
 * prefix (HTTPS only, this host only, path /).
 */
export class SessionCookie {
  readonly name: string;

  constructor(
    private readonly sealed: SealedCookie<SessionData>,
    private readonly options: SessionCookieOptions,
  ) {
    this.name = options.production ? '__Host-gsc_session' : 'gsc_session';
  }

  read(ctx: Context): Promise<SessionData | null> {
    return this.sealed.open(ctx.cookies.get(this.name));
  }

  async write(ctx: Context, session: SessionData, now: number): Promise<void> {
    const remaining = session.signedInAt + this.options.maxAgeSeconds - now;
    if (remaining <= 0) return this.clear(ctx);
    ctx.cookies.set(this.name, await this.sealed.seal(session, remaining), {
      ...this.attributes(),
      maxAge: remaining * 1000,
    });
  }

  clear(ctx: Context): void {
    ctx.cookies.set(this.name, '', { ...this.attributes(), maxAge: 0 });
  }

  private attributes() {
    return {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.options.production,
      path: '/',
      overwrite: true,
    };
  }
}
