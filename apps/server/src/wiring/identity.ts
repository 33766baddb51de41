import type { Actor, Email, UseCases } from '@classroom/core';
import type { MountableRouter } from '@classroom/http-koa';
import { createIdentity, issuersFromEnvironment } from '@classroom/identity-oidc';
import { ScryptPasswordHasher, createIdp, seedDemoAccounts } from '@classroom/idp';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import type { Store } from './store';

/** Sign-in for the product: the OpenID client, and the bundled provider unless one is configured. */
export interface IdentityWiring {
  authenticate: (ctx: Context) => Promise<Actor | null>;
  routers: MountableRouter[];
  /** The bundled provider at /idp (none when OIDC_ISSUER names an external one). */
  middleware: Middleware[];
  googleEnabled: boolean;
}

export async function createIdentityWiring(
  config: Config,
  secret: string,
  store: Store,
  useCases: UseCases,
  logger: Logger,
): Promise<IdentityWiring> {
  const idpLogger = logger.child({ component: 'idp' });
  const hasher = new ScryptPasswordHasher();
  const { users } = store.repositories;
  const stamps = {
    state: (email: string) => users.findSessionState(email as Email),
    end: (userId: string, at: Date) => users.endSessions(userId, at),
  };
  // The provider asks who is signed in to the product (to change a password) before the
  // product's sign-in exists: it is reached through this reference once built.
  let authenticate: IdentityWiring['authenticate'] = async () => null;
  const idp = config.oidc
    ? null
    : await createIdp({
        publicUrl: config.publicUrl,
        schoolName: config.schoolName,
        secret,
        keysDirectory: config.varDir,
        store: { ...store.repositories, unitOfWork: store.unitOfWork },
        hasher,
        providerState: store.providerState,
        limiters: store.limiters,
        authenticate: (ctx) => authenticate(ctx),
        trustProxy: config.trustProxy,
        logger: idpLogger,
      });
  if (idp && config.seedDemo) await seedDemoAccounts(store.repositories.localAccounts, hasher);

  const identity = createIdentity({
    publicUrl: config.publicUrl,
    secrets: [secret, ...config.previousSessionSecrets],
    issuers: issuersFromEnvironment(
      {
        OIDC_ISSUER: config.oidc?.issuer,
        OIDC_CLIENT_ID: config.oidc?.clientId,
        OIDC_CLIENT_SECRET: config.oidc?.clientSecret,
        GOOGLE_CLIENT_ID: config.google?.clientId,
        GOOGLE_CLIENT_SECRET: config.google?.clientSecret,
      },
      idp
        ? {
            issuer: idp.issuer,
            clientId: idp.webClient.clientId,
            clientSecret: idp.webClient.clientSecret,
          }
        : null,
    ),
    signIn: async (claims) => {
      const user = await useCases.signInUser.execute(claims);
      return { email: user.email, displayName: user.displayName, photoURL: user.photoURL };
    },
    stamps,
    bundledAccounts: idp !== null,
    logger: logger.child({ component: 'identity' }),
  });
  authenticate = identity.authenticate;

  return {
    authenticate: identity.authenticate,
    routers: [identity.router],
    middleware: idp ? [idp.middleware] : [],
    googleEnabled: identity.googleEnabled,
  };
}
