import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { JWK } from 'oidc-provider';
import { Provider } from 'oidc-provider';

/** What the issuer keeps about a person: `sub` and whichever standard claims it has. */
export type Person = { sub: string } & Record<string, unknown>;

export interface StandardIssuer {
  /** What the product's configuration names: OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET. */
  client: { issuer: string; clientId: string; clientSecret: string };
  /** Serves the provider, with the product's callback as the client's one redirect URI. */
  serve(productOrigin: string): void;
  /** Who the issuer's own sign-in screen signs in next; `null` to have them cancel. */
  signInAs(person: Person | null): void;
  /** How many userinfo requests it answered. */
  userinfoRequests(): number;
  close(): Promise<void>;
}

/**
 * An external OpenID provider configured as the standard has it (oidc-provider's defaults):
 * the claims of the `email` and `profile` scopes go to the userinfo endpoint only, never into
 * an ID token issued beside an access token. Its sign-in screen is the test's: each
 * interaction signs in the person named with `signInAs` (or cancels) and grants what the
 * client asked.
 */
export async function startStandardIssuer(): Promise<StandardIssuer> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const client = {
    issuer,
    clientId: 'gs-classroom',
    clientSecret: 'standard-issuer-secret-0123456789',
  };
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  }) as JWK;
  const people = new Map<string, Person>();
  let next: Person | null = null;
  let userinfo = 0;

  return {
    client,
    serve(productOrigin) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: client.clientId,
            client_secret: client.clientSecret,
            redirect_uris: [`${productOrigin}/auth/callback`],
            grant_types: ['authorization_code', 'refresh_token'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_basic',
          },
        ],
        jwks: { keys: [signingKey] },
        cookies: { keys: ['standard-issuer-cookies'] },
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['name', 'picture'],
        },
        features: { devInteractions: { enabled: false } },
        ttl: {
          AccessToken: 600,
          AuthorizationCode: 60,
          Grant: 3600,
          IdToken: 600,
          Interaction: 600,
          RefreshToken: 3600,
          Session: 3600,
        },
        interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
        async findAccount(_ctx, sub) {
          const person = people.get(sub);
          return person && { accountId: sub, claims: () => person };
        },
      });
      provider.use(async (ctx, next_) => {
        if (ctx.path === '/me') userinfo += 1;
        if (!ctx.path.startsWith('/interaction/')) return next_();
        const interaction = await provider.interactionDetails(ctx.req, ctx.res);
        let result;
        if (!next) {
          result = { error: 'access_denied', error_description: 'The person cancelled.' };
        } else if (interaction.prompt.name === 'login') {
          people.set(next.sub, next);
          result = { login: { accountId: next.sub } };
        } else {
          const grant = new provider.Grant({
            accountId: interaction.session!.accountId,
            clientId: client.clientId,
          });
          grant.addOIDCScope(String(interaction.params.scope));
          result = { consent: { grantId: await grant.save() } };
        }
        ctx.redirect(
          await provider.interactionResult(ctx.req, ctx.res, result, {
            mergeWithLastSubmission: true,
          }),
        );
      });
      server.on('request', provider.callback());
    },
    signInAs(person) {
      next = person;
    },
    userinfoRequests: () => userinfo,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
