import {
  createIdentityUseCases,
  type Clock,
  type LocalAccountRepository,
  type PasswordHasher,
  type ProviderStateRepository,
} from '@classroom/core';
import type { Middleware } from 'koa';
import { Provider } from 'oidc-provider';
import type { WebClientOptions } from './idp-clients';
import { idpConfiguration, type ProfileLookup } from './idp-configuration';
import { interactionRoutes } from './interaction-routes';
import { LoginThrottle } from './login-throttle';
import { mountProvider } from './mount-provider';
import { providerStateAdapter } from './provider-state-adapter';
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
  /** Where the provider is mounted in the product's server. */
  mountPath?: string;
  /** `aud` of bearer tokens for the API; the identity adapter must expect the same. */
  apiAudience?: string;
  /** The operator secret (SESSION_SECRET): cookie keys and the website's client secret. */
  secret: string;
  /** Where signing keys are kept (never committed), e.g. var/. */
  keysDirectory: string;
  localAccounts: LocalAccountRepository;
  /**
   * The name and picture of the product's user record, if any (e.g. from the users
   * repository): a profile changed in the product then survives the next sign-in.
   */
  profileOf?: ProfileLookup;
  hasher: PasswordHasher;
  /**
   * Where the provider keeps sessions, grants, codes and tokens. Without it they live in this
   * process's memory: a restart forgets them and replicas do not share them.
   */
  providerState?: ProviderStateRepository;
  clock?: Clock;
  /** How many reverse proxies in front are trusted for X-Forwarded-* (default 0). */
  trustProxy?: number;
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

  const provider = new Provider(
    issuer,
    idpConfiguration({
      issuer,
      publicUrl,
      apiAudience,
      webClient,
      localAccounts: options.localAccounts,
      profileOf: options.profileOf,
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

  const identity = createIdentityUseCases({
    localAccounts: options.localAccounts,
    hasher: options.hasher,
    clock: options.clock ?? { now: () => new Date() },
  });
  const routes = interactionRoutes({
    provider,
    identity,
    throttle: options.throttle ?? new LoginThrottle(),
    publicUrl,
    apiAudience,
    logger,
  });
  provider.use(routes.routes());

  return {
    provider,
    middleware: mountProvider(mountPath, provider),
    issuer,
    apiAudience,
    webClient: { ...webClient, issuer },
  };
}
