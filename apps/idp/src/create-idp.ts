import {
  createIdentityUseCases,
  type Actor,
  type Clock,
  type Email,
  type IdGenerator,
  type PasswordHasher,
  type ProviderStateRepository,
  type Repositories,
  type UnitOfWork,
} from '@classroom/core';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import { Provider } from 'oidc-provider';
import { accountRoutes } from './account-routes';
import type { WebClientOptions } from './idp-clients';
import { idpConfiguration } from './idp-configuration';
import { interactionRoutes } from './interaction-routes';
import { DEFAULT_THROTTLE, LoginThrottle, type LimiterFactory } from './login-throttle';
import { mountProvider } from './mount-provider';
import { providerStateAdapter } from './provider-state-adapter';
import { RandomSecretTokens } from './random-secret-tokens';
import { deriveSecret } from './secrets';
import { loadSigningKeys } from './signing-keys';

export interface IdpLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface IdpOptions {
  /** The product's public origin, e.g. https://classroom.example (no trailing slash). */
  publicUrl: string;
  /** The school's name (SCHOOL_NAME) in the provider's page titles; the product's by default. */
  schoolName?: string;
  /** Where the provider is mounted in the product's server. */
  mountPath?: string;
  /** `aud` of bearer tokens for the API; the identity adapter must expect the same. */
  apiAudience?: string;
  /** The operator secret (SESSION_SECRET): cookie keys and the website's client secret. */
  secret: string;
  /** Where signing keys are kept (never committed), e.g. var/. */
  keysDirectory: string;
  /**
   * The product's store: accounts and their links, the user records whose name and picture
   * the provider tells clients and whose sessions a new password ends, and the outbox its
   * e-mails go to.
   */
  store: Repositories & { unitOfWork: UnitOfWork };
  hasher: PasswordHasher;
  /**
   * Where the provider keeps sessions, grants, codes and tokens. Without it they live in this
   * process's memory: a restart forgets them and replicas do not share them.
   */
  providerState?: ProviderStateRepository;
  /** The product's authentication, for a signed-in person's own account (change password). */
  authenticate?: (ctx: Context) => Promise<Actor | null>;
  clock?: Clock;
  ids?: IdGenerator;
  /** How many reverse proxies in front are trusted for X-Forwarded-* (default 0). */
  trustProxy?: number;
  /** Where sign-in failures are counted (default: this process); see LoginThrottle. */
  limiters?: LimiterFactory;
  throttle?: LoginThrottle;
  logger?: IdpLogger;
}

export interface BundledIdp {
  provider: Provider;
  /** Koa middleware serving everything under `mountPath`. */
  middleware: Middleware;
  issuer: string;
  apiAudience: string;
  /** What the website's OpenID client needs to talk to this provider. */
  webClient: WebClientOptions & { issuer: string };
}

export const WEB_CLIENT_ID = 'gs-classroom-web';

const randomIds: IdGenerator = { next: () => crypto.randomUUID() };

/** Builds the bundled OpenID provider, with its signing keys loaded or made on first start. */
export async function createIdp(options: IdpOptions): Promise<BundledIdp> {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const mountPath = options.mountPath ?? '/idp';
  const issuer = `${publicUrl}${mountPath}`;
  const apiAudience = options.apiAudience ?? `${publicUrl}/api`;
  const webClient = {
    clientId: WEB_CLIENT_ID,
    clientSecret: deriveSecret(options.secret, 'idp-web-client'),
    redirectUris: [`${publicUrl}/auth/callback`],
    postLogoutRedirectUris: [`${publicUrl}/?auth=signed-out`],
  };
  const { store } = options;

  const provider = new Provider(
    issuer,
    idpConfiguration({
      issuer,
      publicUrl,
      apiAudience,
      webClient,
      localAccounts: store.localAccounts,
      // Name and picture as the product record has them (the person may change them there).
      profileOf: (email) => store.users.findByEmail(email as Email),
      schoolName: options.schoolName ?? 'GS Classroom',
      signingKeys: await loadSigningKeys(options.keysDirectory),
      cookieKeys: [deriveSecret(options.secret, 'idp-cookies')],
      // Cookie security follows the public URL, as the product's own cookies do.
      secureCookies: new URL(publicUrl).protocol === 'https:',
      adapter: options.providerState
        ? providerStateAdapter(
            options.providerState,
            options.clock ? () => options.clock!.now() : undefined,
          )
        : undefined,
    }),
  );
  // As the product's own app: only the addresses the proxies in front wrote are believed.
  provider.proxy = (options.trustProxy ?? 0) > 0;
  provider.maxIpsCount = options.trustProxy ?? 0;
  const { logger } = options;
  if (logger) {
    provider.on('server_error', (_ctx, error: Error) =>
      logger.error({ err: error }, 'identity provider error'),
    );
  }
  // The provider is a Koa app: what fails after its answer left (a client that hung up
  // mid-body) is noted quietly instead of printed by Koa's default handler.
  (provider as unknown as Koa).on('error', (error: Error) =>
    logger?.info({ reason: error.message }, 'identity provider connection failed'),
  );

  const identity = createIdentityUseCases({
    ...store,
    hasher: options.hasher,
    secrets: new RandomSecretTokens(),
    clock: options.clock ?? { now: () => new Date() },
    ids: options.ids ?? randomIds,
    providerState: options.providerState,
  });
  const interactions = interactionRoutes({
    provider,
    identity,
    throttle: options.throttle ?? new LoginThrottle(DEFAULT_THROTTLE, options.limiters),
    publicUrl,
    apiAudience,
    logger,
  });
  const account = accountRoutes({
    identity,
    publicUrl,
    authenticate: options.authenticate,
    logger,
  });
  provider.use(interactions.routes());
  provider.use(account.routes());

  return {
    provider,
    middleware: mountProvider(mountPath, provider),
    issuer,
    apiAudience,
    webClient: { ...webClient, issuer },
  };
}
