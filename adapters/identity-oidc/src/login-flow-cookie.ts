import type { Context } from 'koa';
import type { ProviderName } from './oidc-issuer';
import type { SealedCookie } from './sealed-cookie';
import { SiteCookie } from './site-cookie';

/** One sign-in in progress: what the callback must find again (RFC 9700 section 4.5, 4.7). */
export interface LoginFlow {
  provider: ProviderName;
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  screen: 'login' | 'register';
}

const MAX_AGE_SECONDS = 10 * 60;

/** The sealed, single-use cookie that carries a LoginFlow from /auth/login to /auth/callback. */
export class LoginFlowCookie {
  private readonly cookie: SiteCookie;

  constructor(
    private readonly sealed: SealedCookie<LoginFlow>,
    /** Secure and `__Host-` prefixed: the public URL is https. */
    secure: boolean,
  ) {
    this.cookie = new SiteCookie('gsc_login', secure);
  }

  async write(ctx: Context, flow: LoginFlow): Promise<void> {
    this.cookie.set(ctx, await this.sealed.seal(flow, MAX_AGE_SECONDS), MAX_AGE_SECONDS * 1000);
  }

  /** Reads and clears it: a flow is used once. */
  async take(ctx: Context): Promise<LoginFlow | null> {
    const flow = await this.sealed.open(this.cookie.get(ctx));
    this.cookie.clear(ctx);
    return flow;
  }
}
