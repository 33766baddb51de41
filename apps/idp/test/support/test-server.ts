import { createServer, type Server } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUseCases, DomainError, type Email } from '@classroom/core';
import { mailbox, testMailUseCases, type Mailbox } from '@classroom/core/testing';
import { createIdentity, issuersFromEnvironment, type Identity } from '@classroom/identity-oidc';
import {
  createMemoryStore,
  memoryCertification,
  MemoryPaymentGateway,
  MemoryProviderStateRepository,
  SequentialIdGenerator,
} from '@classroom/persistence-memory';
import { createApp } from '@classroom/http-koa';
import Router from '@koa/router';
import Koa from 'koa';
import { createIdp, type BundledIdp } from '../../src/create-idp';
import type { LoginThrottle } from '../../src/login-throttle';
import { ScryptPasswordHasher } from '../../src/scrypt-password-hasher';

/** Every line any part of the server logged, as JSON, to check nothing secret is written. */
export class RecordingLogger {
  readonly lines: string[] = [];
  info = (object: object, message: string) => this.record(object, message);
  warn = (object: object, message: string) => this.record(object, message);
  error = (object: object, message: string) => this.record(object, message);
  private record(object: object, message: string) {
    this.lines.push(
      JSON.stringify({ ...object, message }, (_key, value: unknown) =>
        value instanceof Error ? { name: value.name, message: value.message } : value,
      ),
    );
  }
}

export interface TestServer {
  origin: string;
  idp: BundledIdp;
  identity: Identity;
  secret: string;
  store: MemoryStore;
  /** Every e-mail the server wrote: the tests follow its links. */
  outbox: Mailbox;
  providerState: MemoryProviderStateRepository;
  logger: RecordingLogger;
  close(): Promise<void>;
}

const SECRET = 'test-secret-that-is-long-enough-for-hkdf-0123456789';

export type MemoryStore = ReturnType<typeof createMemoryStore>;

/**
 * The product's sign-in stack on a real port: the bundled provider at /idp, the identity
 * routes, and a stand-in for GET /api/v1/users/:email built on the core use cases.
 */
export interface TestServerOptions {
  /** Serve the API with the real Koa adapter instead of the one-route stand-in. */
  realApi?: boolean;
  /** Reuse signing keys (a restart); a fresh directory otherwise. */
  keysDirectory?: string;
  /** Listen on this port (a restart keeps the issuer URL); any free port otherwise. */
  port?: number;
  /** Accounts and records; survive a restart when passed to both servers. */
  store?: MemoryStore;
  /** The provider's sessions and tokens; survives a restart when passed to both servers. */
  providerState?: MemoryProviderStateRepository;
  throttle?: LoginThrottle;
  /** How often a website session is re-checked with the provider (seconds). */
  recheckSeconds?: number;
  /** Operator-named admins (ADMIN_EMAILS). */
  adminEmails?: string[];
  /** Take the client address from X-Forwarded-For, as behind a proxy. */
  trustProxy?: boolean;
  /** SCHOOL_NAME. */
  schoolName?: string;
  /** An external issuer for e-mail sign-in (OIDC_ISSUER ...), in place of the bundled one. */
  externalIssuer?: { issuer: string; clientId: string; clientSecret: string };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;

  const store = options.store ?? createMemoryStore();
  const outbox = mailbox(store.tables);
  const useCases = createUseCases({
    ...store,
    gateway: new MemoryPaymentGateway(),
    ids: new SequentialIdGenerator('u'),
    clock: { now: () => new Date() },
    adminEmails: new Set(options.adminEmails ?? []),
  });
  const logger = new RecordingLogger();
  const providerState = options.providerState ?? new MemoryProviderStateRepository();
  const idp = await createIdp({
    publicUrl: origin,
    schoolName: options.schoolName,
    secret: SECRET,
    keysDirectory: options.keysDirectory ?? (await mkdtemp(join(tmpdir(), 'idp-keys-'))),
    store,
    hasher: new ScryptPasswordHasher({ ln: 10, r: 8, p: 1 }),
    throttle: options.throttle,
    providerState,
    authenticate: (ctx) => identity.authenticate(ctx),
    trustProxy: options.trustProxy ? 1 : 0,
    logger,
  });
  const { issuer, clientId, clientSecret } = idp.webClient;
  const identity = createIdentity({
    publicUrl: origin,
    secrets: [SECRET],
    issuers: issuersFromEnvironment(
      options.externalIssuer
        ? {
            OIDC_ISSUER: options.externalIssuer.issuer,
            OIDC_CLIENT_ID: options.externalIssuer.clientId,
            OIDC_CLIENT_SECRET: options.externalIssuer.clientSecret,
          }
        : {},
      { issuer, clientId, clientSecret },
    ),
    signIn: (who) => useCases.signInUser.execute(who),
    stamps: {
      state: (email) => store.users.findSessionState(email as Email),
      end: (userId, at) => store.users.endSessions(userId, at),
    },
    bundledAccounts: !options.externalIssuer,
    recheckSeconds: options.recheckSeconds,
    logger,
  });

  const app = options.realApi
    ? createApp({
        useCases,
        mail: testMailUseCases(store),
        certification: memoryCertification(store, { now: () => new Date() }).useCases,
        authenticate: identity.authenticate,
        idempotencyKeys: store.idempotencyKeys,
        routers: [identity.router],
        middleware: [idp.middleware],
        publicConfig: {
          payments: { mode: 'test' },
          googleEnabled: identity.googleEnabled,
          schoolName: 'GS Classroom',
          refunds: { windowDays: 30 },
        },
        rateLimits: false,
      })
    : standIn(idp, identity, useCases);
  server.on('request', app.callback());

  return {
    origin,
    idp,
    identity,
    secret: SECRET,
    store,
    outbox,
    providerState,
    logger,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Only GET /api/v1/users/:email, on the core use case, beside the identity routes. */
function standIn(idp: BundledIdp, identity: Identity, useCases: ReturnType<typeof createUseCases>) {
  const api = new Router();
  api.get('/api/v1/users/:email', async (ctx) => {
    try {
      const actor = await identity.authenticate(ctx);
      const user = await useCases.getUser.execute(ctx.params.email!, actor);
      ctx.body = {
        _id: user.id,
        email: user.email,
        displayName: user.displayName,
        role: user.role,
      };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      ctx.status = error.code === 'unauthenticated' ? 401 : error.code === 'not_found' ? 404 : 403;
      ctx.body = { error: { code: error.code, message: error.message } };
    }
  });
  const app = new Koa();
  app.use(idp.middleware);
  app.use(identity.router.routes());
  app.use(api.routes());
  return app;
}
