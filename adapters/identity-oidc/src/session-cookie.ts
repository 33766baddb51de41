import type { Context } from 'koa';
import type { ProviderName } from './oidc-issuer';
import type { SealedCookie } from './sealed-cookie';
import { SiteCookie } from './site-cookie';

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
  /** Secure and `__Host-` prefixed: the public URL is https. */
  secure: boolean;
  maxAgeSeconds: number;
}

/** The website's session: a sealed SiteCookie that lives no longer than the session may. */
export class SessionCookie {
  private readonly cookie: SiteCookie;

  constructor(
    private readonly sealed: SealedCookie<SessionData>,
    private readonly options: SessionCookieOptions,
  ) {
    this.cookie = new SiteCookie('gsc_session', options.secure);
  }

  read(ctx: Context): Promise<SessionData | null> {
    return this.sealed.open(this.cookie.get(ctx));
  }

  async write(ctx: Context, session: SessionData, now: number): Promise<void> {
    const remaining = session.signedInAt + this.options.maxAgeSeconds - now;
    if (remaining <= 0) return this.clear(ctx);
    this.cookie.set(ctx, await this.sealed.seal(session, remaining), remaining * 1000);
  }

  clear(ctx: Context): void {
    this.cookie.clear(ctx);
  }
}
