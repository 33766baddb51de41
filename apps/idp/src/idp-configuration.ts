import type { LocalAccountRepository } from '@classroom/core';
import type { AdapterConstructor, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { NATIVE_CLIENT_ID, nativeClient, webClient, type WebClientOptions } from './idp-clients';
import { logoutSource, postLogoutSuccessSource, renderError } from './idp-pages';
import type { PrivateJwk } from './signing-keys';

/** The one API scope; access tokens for the API name it and the API's audience. */
export const API_SCOPE = 'api';

export interface IdpConfigurationOptions {
  /** Where the provider's own routes live, e.g. https://classroom.example/idp. */
  issuer: string;
  /** The website's origin: it renders the sign-in and sign-up screens. */
  publicUrl: string;
  /** The `aud` of access tokens for the product's API (bearer). */
  apiAudience: string;
  webClient: WebClientOptions;
  localAccounts: LocalAccountRepository;
  /** The name and picture the product's own record has now, when it has one. */
  profileOf?: ProfileLookup;
  signingKeys: PrivateJwk[];
  cookieKeys: string[];
  /** The school's name, in the titles of the provider's own pages. */
  schoolName: string;
  /** Secure cookies: the public URL is https (the proxy in front must say so, see trustProxy). */
  secureCookies: boolean;
  /** Storage for sessions, grants, codes and tokens; oidc-provider's memory one by default. */
  adapter?: AdapterConstructor;
}

export type ProfileLookup = (
  email: string,
) => Promise<{ displayName: string; photoURL: string } | null>;

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

export function idpConfiguration(options: IdpConfigurationOptions): Configuration {
  /**
   * The person's claims, by the account's opaque id (the `sub`). Name and picture come from
   * the product's record when there is one: the person may have changed them there, and
   * sign-in must not bring the old ones back.
   */
  async function personOf(accountId: string) {
    const account = await options.localAccounts.findById(accountId);
    if (!account) return null;
    const profile = (await options.profileOf?.(account.email)) ?? null;
    return {
      id: account.id,
      email: account.email,
      emailVerified: account.emailVerified,
      name: profile?.displayName || account.displayName,
      picture: profile?.photoURL || account.photoURL,
    };
  }

  const cookie = { signed: true, secure: options.secureCookies, sameSite: 'lax' as const };
  return {
    ...(options.adapter ? { adapter: options.adapter } : {}),
    clients: [webClient(options.webClient), nativeClient()],
    jwks: { keys: options.signingKeys },
    cookies: { keys: options.cookieKeys, long: cookie, short: cookie },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    // amr says whether this sign-in created the account (see interaction-routes).
    claims: {
      openid: ['sub', 'amr'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture'],
    },
    // Our own clients read the person from the ID token; no extra userinfo round trip.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    extraParams: ['screen_hint'],
    async findAccount(_ctx, sub) {
      const person = await personOf(sub);
      if (!person) return undefined;
      return {
        accountId: person.id,
        claims: () => ({
          sub: person.id,
          email: person.email,
          email_verified: person.emailVerified,
          name: person.name,
          ...(person.picture ? { picture: person.picture } : {}),
        }),
      };
    },
    interactions: {
      url: (_ctx, interaction) => `${options.issuer}/interaction/${interaction.uid}`,
    },
    // Refresh tokens let the website renew a session while the provider session lives; they
    // end with that session (no offline_access), so signing out here ends them too.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Public clients (the desktop app) get a new refresh token on each use; the website's
    // server keeps one, so its parallel requests never race on a rotated token.
    rotateRefreshToken: (ctx) => ctx.oidc.client?.clientAuthMethod === 'none',
    // JWT access tokens for the API name the person, so a bearer call needs no lookup here.
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const person = await personOf(token.accountId);
      return person
        ? {
            email: person.email,
            email_verified: person.emailVerified,
            name: person.name,
            ...(person.picture ? { picture: person.picture } : {}),
            // To the millisecond, so a sign-out a moment before or after is told apart.
            iat_ms: Date.now(),
          }
        : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // A client may revoke only its own tokens (sign-out of the website or the desktop app).
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: logoutSource(options.issuer, options.schoolName),
        postLogoutSuccessSource: postLogoutSuccessSource(options.publicUrl, options.schoolName),
      },
      resourceIndicators: {
        enabled: true,
        // The desktop app's access tokens are for the API unless it names another resource.
        defaultResource: async (ctx: KoaContextWithOIDC, client, oneOf) =>
          oneOf ?? (client?.clientId === NATIVE_CLIENT_ID ? options.apiAudience : undefined),
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (resource !== options.apiAudience) throw new Error('unknown resource');
          return {
            scope: API_SCOPE,
            audience: options.apiAudience,
            accessTokenTTL: 10 * MINUTE,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256' } },
          };
        },
      },
    },
    renderError: renderError(options.publicUrl, options.schoolName),
    clientBasedCORS: () => false,
    ttl: {
      AccessToken: 10 * MINUTE,
      AuthorizationCode: MINUTE,
      IdToken: 10 * MINUTE,
      Interaction: 30 * MINUTE,
      Grant: 14 * DAY,
      Session: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
  };
}
