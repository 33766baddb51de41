import {
  ForbiddenError,
  parseEmail,
  type Actor,
  type AuthenticatedIdentity,
  type SessionState,
} from '@classroom/core';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@classroom/http-contract';
import { decodeJwt } from 'jose';
import type { Context } from 'koa';
import type { AccessTokens } from './access-tokens';
import type { ProviderAccessTokens } from './provider-access-tokens';
import type { SessionCookie, SessionData } from './session-cookie';
import type { SessionRenewal } from './session-renewal';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The product's record of when each person's sessions last ended (sign-out, new password). */
export interface SessionStamps {
  /** The user record's id and stamp; null when the address has no record. */
  state(email: string): Promise<SessionState | null>;
  /** Ends every session and token of the user issued before `at`. */
  end(userId: string, at: Date): Promise<void>;
}

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
  stamps: SessionStamps;
  /** The website's origin: a same-origin `Origin` header also passes the CSRF check. */
  publicOrigin: string;
  now: () => number;
}

function actorOf(email: string, state: SessionState | null): Actor | null {
  try {
    return { email: parseEmail(email), ...(state ? { userId: state.userId } : {}) };
  } catch {
    return null;
  }
}

/** Issued before the person's sessions last ended, or the account is suspended: void. */
function ended(state: SessionState, issuedAtMs: number): boolean {
  if (state.suspended) return true;
  return state.sessionsValidAfter !== null && issuedAtMs < state.sessionsValidAfter.getTime();
}

/**
 * Who is calling: the session cookie, or `Authorization: Bearer <token>`. Every request checks
 * the person's stamp in the database, so a sign-out or a new password ends every session and
 * token at once, on every replica.
 */
export class Authenticator {
  constructor(private readonly deps: AuthenticatorDeps) {}

  /** For the API adapter: the actor, or null for a visitor. Throws ForbiddenError on CSRF. */
  readonly authenticate = async (ctx: Context): Promise<Actor | null> =>
    (await this.caller(ctx))?.actor ?? null;

  async caller(ctx: Context): Promise<Caller | null> {
    const authorization = ctx.get('Authorization');
    if (authorization) return this.bearer(authorization);
    const live = await this.liveSession(ctx);
    if (!live) return null;
    this.checkCsrf(ctx);
    return { via: 'session', actor: live.actor, session: live.session };
  }

  /** The live session, renewed with the provider when it is due. */
  async session(ctx: Context): Promise<SessionData | null> {
    return (await this.liveSession(ctx))?.session ?? null;
  }

  private async liveSession(ctx: Context): Promise<{ session: SessionData; actor: Actor } | null> {
    const { session: cookie, renewal, stamps, now } = this.deps;
    const session = await cookie.read(ctx);
    if (!session) return null;
    const state = await stamps.state(session.email);
    const actor = actorOf(session.email, state);
    if (!state || !actor || ended(state, session.issuedAtMs ?? session.signedInAt * 1000)) {
      cookie.clear(ctx);
      return null;
    }
    const at = Math.floor(now() / 1000);
    if (at < session.checkAt) return { session, actor };
    const renewed = await renewal.renew(session, at);
    if (!renewed) {
      cookie.clear(ctx);
      return null;
    }
    await cookie.write(ctx, renewed, at);
    return { session: renewed, actor };
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
      const verified = await this.deps.tokens.verify(token);
      if (!verified) return null;
      const state = await this.deps.stamps.state(verified.email);
      const actor = actorOf(verified.email, state);
      if (!state || !actor || ended(state, verified.issuedAtMs)) return null;
      return { via: 'product-token', actor };
    }
    if (iss && this.deps.providerTokens.handles(iss)) {
      const holder = await this.deps.providerTokens.verify(token, iss);
      if (!holder) return null;
      // A first desktop sign-in has no record yet; POST /jwt makes it.
      const state = await this.deps.stamps.state(holder.identity.email);
      const actor = actorOf(holder.identity.email, state);
      if (!actor || (state && ended(state, holder.issuedAtMs))) return null;
      return { via: 'provider-token', actor, identity: holder.identity };
    }
    return null;
  }

  /** A cookie-authenticated unsafe request carries the contract's header (a cross-site form cannot). */
  private checkCsrf(ctx: Context): void {
    if (SAFE_METHODS.has(ctx.method)) return;
    if (ctx.get(CSRF_HEADER) === CSRF_HEADER_VALUE) return;
    if (ctx.get('Origin') === this.deps.publicOrigin) return;
    throw new ForbiddenError(`Send the ${CSRF_HEADER}: ${CSRF_HEADER_VALUE} header.`);
  }
}
