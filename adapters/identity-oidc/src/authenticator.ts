import {
  ForbiddenError,
  parseEmail,
  type Actor,
  type AuthenticatedIdentity,
} from '@classroom/core';
import { decodeJwt } from 'jose';
import type { Context } from 'koa';
import type { AccessTokens } from './access-tokens';
import type { ProviderAccessTokens } from './provider-access-tokens';
import type { SessionCookie, SessionData } from './session-cookie';
import type { SessionRenewal } from './session-renewal';

/** Header a cookie-authenticated unsafe request must carry (a cross-site form cannot). */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'gs-classroom';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type Caller =
  | { via: 'session'; actor: Actor; session: SessionData }
  | { via: 'product-token'; actor: Actor }
  /** A provider's access token: it names the person, who may have no user record yet. */
  | { via: 'provider-token'; actor: Actor; identity: AuthenticatedIdentity };

export interface AuthenticatorDeps {
  session: SessionCookie;
  renewal: SessionRenewal;
  tokens: AccessTokens;
  providerTokens: ProviderAccessTokens;
  /** The website's origin: a same-origin `Origin` header also passes the CSRF check. */
  publicOrigin: string;
  now: () => number;
}

function actorOf(email: string): Actor | null {
  try {
    return { email: parseEmail(email) };
  } catch {
    return null;
  }
}

/** Who is calling: the session cookie, or `Authorization: Bearer <token>`. */
export class Authenticator {
  constructor(private readonly deps: AuthenticatorDeps) {}

  /** For the API adapter: the actor, or null for a visitor. Throws ForbiddenError on CSRF. */
  readonly authenticate = async (ctx: Context): Promise<Actor | null> =>
    (await this.caller(ctx))?.actor ?? null;

  async caller(ctx: Context): Promise<Caller | null> {
    const authorization = ctx.get('Authorization');
    if (authorization) return this.bearer(authorization);
    const session = await this.session(ctx);
    if (!session) return null;
    const actor = actorOf(session.email);
    if (!actor) return null;
    this.checkCsrf(ctx);
    return { via: 'session', actor, session };
  }

  /** The live session, renewed with the provider when it is due. */
  async session(ctx: Context): Promise<SessionData | null> {
    const { session: cookie, renewal, now } = this.deps;
    const session = await cookie.read(ctx);
    if (!session) return null;
    const at = Math.floor(now() / 1000);
    if (at < session.checkAt) return session;
    const renewed = await renewal.renew(session, at);
    if (!renewed) {
      cookie.clear(ctx);
      return null;
    }
    await cookie.write(ctx, renewed, at);
    return renewed;
  }

  private async bearer(authorization: string): Promise<Caller | null> {
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(authorization);
    if (!match) return null;
    const token = match[1]!;
    let iss: string | undefined;
    try {
      iss = decodeJwt(token).iss;
    } catch {
      return null;
    }
    if (iss === this.deps.tokens.issuer) {
      const email = await this.deps.tokens.verify(token);
      const actor = email ? actorOf(email) : null;
      return actor ? { via: 'product-token', actor } : null;
    }
    if (iss && this.deps.providerTokens.handles(iss)) {
      const identity = await this.deps.providerTokens.verify(token, iss);
      const actor = identity ? actorOf(identity.email) : null;
      return actor && identity ? { via: 'provider-token', actor, identity } : null;
    }
    return null;
  }

  private checkCsrf(ctx: Context): void {
    if (SAFE_METHODS.has(ctx.method)) return;
    if (ctx.get(CSRF_HEADER) === CSRF_HEADER_VALUE) return;
    if (ctx.get('Origin') === this.deps.publicOrigin) return;
    throw new ForbiddenError(`Send the ${CSRF_HEADER}: ${CSRF_HEADER_VALUE} header.`);
  }
}
