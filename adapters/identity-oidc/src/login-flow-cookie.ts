import type { Context } from 'koa';
import type { ProviderName } from './oidc-issuer';
import type { SealedCookie } from './sealed-cookie';

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
  readonly name: string;

  constructor(
    private readonly sealed: SealedCookie<LoginFlow>,
    private readonly production: boolean,
  ) {
    this.name = production ? '__Host-gsc_login' : 'gsc_login';
  }

  async write(ctx: Context, flow: LoginFlow): Promise<void> {
    ctx.cookies.set(this.name, await this.sealed.seal(flow, MAX_AGE_SECONDS), {
      ...this.attributes(),
      maxAge: MAX_AGE_SECONDS * 1000,
    });
  }

  /** Reads and clears it: a flow is used once. */
  async take(ctx: Context): Promise<LoginFlow | null> {
    const flow = await this.sealed.open(ctx.cookies.get(this.name));
    ctx.cookies.set(this.name, '', { ...this.attributes(), maxAge: 0 });
    return flow;
  }

  private attributes() {
    // SameSite=Lax still travels on the provider's top-level redirect back to the callback.
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.production, path: '/' };
  }
}
