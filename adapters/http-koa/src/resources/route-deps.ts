import type {
  CertificationUseCases,
  IdempotencyKeyStore,
  MailUseCases,
  MediaUseCases,
  UseCases,
} from '@classroom/core';
import type { Middleware } from 'koa';
import type { AppState } from '../app-state';
import type { Authenticator } from '../middleware/authenticate';

/** What every route module is built from. */
export interface RouteDeps {
  useCases: UseCases;
  /** The admins' view of the outbox. */
  mail: MailUseCases;
  /** Uploaded files; without it there are no media routes. */
  media?: MediaUseCases;
  /** Certificates of completion and what verifiers fetch. */
  certification: CertificationUseCases;
  authenticate: Authenticator;
  /** The Idempotency-Keys the create routes honour. */
  idempotencyKeys: IdempotencyKeyStore;
  /** Per-client limit on the search route. */
  searchLimit: Middleware<AppState>;
  /** Per-client limit on the payment routes. */
  paymentLimit: Middleware<AppState>;
  /** Per-client limit on Contact Us and newsletter sign-ups. */
  outreachLimit: Middleware<AppState>;
  bodyLimit: string;
  /** Browser cache lifetime and in-process reuse of the public lists. */
  publicCache: { maxAgeSeconds: number; ttlMs: number };
}

/** What the application is given to serve the routes with; the rest of RouteDeps it derives. */
export type RouteServices = Pick<
  RouteDeps,
  'useCases' | 'mail' | 'media' | 'certification' | 'authenticate' | 'idempotencyKeys'
>;

/** The route modules' dependencies from the given services and what the application derives. */
export function routeDeps(
  services: RouteServices,
  derived: Omit<RouteDeps, keyof RouteServices>,
): RouteDeps {
  const { useCases, mail, media, certification, authenticate, idempotencyKeys } = services;
  return { useCases, mail, media, certification, authenticate, idempotencyKeys, ...derived };
}
