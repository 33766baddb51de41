// The composition root: the only file that knows inversify. One ContainerModule per adapter;
// every binding is a factory, so the core and the adapters carry no decorators.
import {
  MAIL_DELIVERY_JOB,
  PAYMENT_RECONCILE_JOB,
  REFUND_RECONCILE_JOB,
  createUseCases,
  type CertificationUseCases,
  type Clock,
  type Email,
  type MailMessage,
  type RetryPolicy,
  type UseCases,
} from '@classroom/core';
import { createApp, currentRequestScope } from '@classroom/http-koa';
import { ReactEmailRenderer } from '@classroom/mail-templates';
import { loadOrCreateSecret } from '@classroom/idp';
import { Container, ContainerModule, type ServiceIdentifier } from 'inversify';
import type Koa from 'koa';
import type { Logger } from 'pino';
import type { Config } from './config/config';
import { JobRunner } from './jobs/job-runner';
import { reconcilePaymentJob } from './jobs/reconcile-payment-job';
import { reconcileRefundJob } from './jobs/reconcile-refund-job';
import { createMetrics, type Metrics } from './runtime/metrics';
import { ObjectIdGenerator } from './runtime/object-ids';
import { SystemClock } from './runtime/system-clock';
import { productVersion } from './runtime/version';
import { findWebRoot } from './runtime/web-root';
import { createCertification } from './wiring/certification';
import { createIdentityWiring, type IdentityWiring } from './wiring/identity';
import { createMailWiring, type MailWiring } from './wiring/mail';
import { createMediaWiring, type MediaWiring } from './wiring/media';
import { countPayments } from './wiring/payment-metrics';
import { limiterFallbackWarning } from './wiring/limiter-fallback-warning';
import { createPayments, type Payments, type PaymentsOverrides } from './wiring/payments';
import { openStore, type Store } from './wiring/store';
import { createVideoWiring, type VideoWiring } from './wiring/videos';

export const TOKENS = {
  config: Symbol.for('classroom.Config') as ServiceIdentifier<Config>,
  logger: Symbol.for('classroom.Logger') as ServiceIdentifier<Logger>,
  secret: Symbol.for('classroom.SessionSecret') as ServiceIdentifier<string>,
  clock: Symbol.for('classroom.Clock') as ServiceIdentifier<Clock>,
  store: Symbol.for('classroom.Store') as ServiceIdentifier<Store>,
  metrics: Symbol.for('classroom.Metrics') as ServiceIdentifier<Metrics>,
  payments: Symbol.for('classroom.Payments') as ServiceIdentifier<Payments>,
  useCases: Symbol.for('classroom.UseCases') as ServiceIdentifier<UseCases>,
  certification: Symbol.for('classroom.Certification') as ServiceIdentifier<CertificationUseCases>,
  mail: Symbol.for('classroom.Mail') as ServiceIdentifier<MailWiring>,
  jobs: Symbol.for('classroom.JobRunner') as ServiceIdentifier<JobRunner>,
  identity: Symbol.for('classroom.Identity') as ServiceIdentifier<IdentityWiring>,
  media: Symbol.for('classroom.Media') as ServiceIdentifier<MediaWiring>,
  videos: Symbol.for('classroom.Videos') as ServiceIdentifier<VideoWiring>,
  app: Symbol.for('classroom.HttpApp') as ServiceIdentifier<Koa>,
} as const;

export interface ContainerOverrides {
  /** Replaces the sign-in wiring (tests use a bearer-only authenticator). */
  identity?: (useCases: UseCases) => IdentityWiring;
  /** Turns the per-client rate limits off (benchmarks). */
  rateLimits?: false;
  /** Dates jobs and outbox messages and times retries (tests move it by hand). */
  clock?: Clock;
  /** Faster polling, shorter leases and retries (tests). */
  jobs?: {
    pollMs?: number;
    leaseMs?: number;
    mailRetry?: Partial<RetryPolicy>;
    reconcileRetry?: Partial<RetryPolicy>;
    /** How long after a checkout, or a refund's approval, its reconciliation first looks. */
    reconcileAfterMs?: number;
  };
  /** Fault tests: the card processor as the use cases see it, and its event redeliveries. */
  payments?: PaymentsOverrides;
}

function settingsModule(config: Config, logger: Logger, overrides: ContainerOverrides) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.config).toConstantValue(config);
    bind(TOKENS.logger).toConstantValue(logger);
    bind(TOKENS.clock).toConstantValue(overrides.clock ?? new SystemClock());
    bind(TOKENS.secret)
      .toDynamicValue(async () => config.sessionSecret ?? loadOrCreateSecret(config.varDir))
      .inSingletonScope();
  });
}

/** The subjects the outbox keeps to be searched by: the templates' own. */
function mailSubjects(config: Config): (message: MailMessage) => string {
  const renderer = new ReactEmailRenderer({
    publicUrl: config.publicUrl,
    schoolName: config.schoolName,
  });
  return (message) => renderer.subjectOf(message);
}

function persistenceModule() {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.store)
      .toDynamicValue((context) =>
        // Units of work ask the API request they run for about its deadline and key.
        openStore(
          context.get(TOKENS.config).databaseUrl,
          context.get(TOKENS.clock),
          currentRequestScope,
          limiterFallbackWarning(context.get(TOKENS.logger)),
          mailSubjects(context.get(TOKENS.config)),
          context.get(TOKENS.config).money,
        ),
      )
      .inSingletonScope()
      .onDeactivation((store) => store.close());
    bind(TOKENS.metrics)
      .toDynamicValue(async (context) => {
        const store = await context.getAsync(TOKENS.store);
        return createMetrics({
          poolStats: () => store.poolStats(),
          outboxCounts: () => store.repositories.outbox.countByStatus(),
        });
      })
      .inSingletonScope();
  });
}

function paymentsModule(overrides: ContainerOverrides) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.payments)
      .toDynamicValue(async (context) =>
        createPayments(
          context.get(TOKENS.config),
          context.get(TOKENS.logger),
          await context.getAsync(TOKENS.store),
          overrides.payments,
        ),
      )
      .inSingletonScope();
  });
}

function coreModule(overrides: ContainerOverrides) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.certification)
      .toDynamicValue(async (context) =>
        createCertification(
          context.get(TOKENS.config),
          await context.getAsync(TOKENS.store),
          context.get(TOKENS.clock),
        ),
      )
      .inSingletonScope();
    bind(TOKENS.useCases)
      .toDynamicValue(async (context) => {
        const config = context.get(TOKENS.config);
        const store = await context.getAsync(TOKENS.store);
        const payments = await context.getAsync(TOKENS.payments);
        const useCases = countPayments(
          createUseCases({
            ...store.repositories,
            unitOfWork: store.unitOfWork,
            jobs: store.jobs,
            gateway: payments.gateway,
            ids: new ObjectIdGenerator(),
            clock: context.get(TOKENS.clock),
            adminEmails: new Set(config.adminEmails),
            supportEmail: config.supportEmail as Email,
            moneyPolicy: config.money,
            reconcileAfterMs: overrides.jobs?.reconcileAfterMs,
            videoProcessingOff: (await context.getAsync(TOKENS.videos)).offBecause,
            // A completed course issues its certificate in the completing transaction.
            onCourseCompleted: (await context.getAsync(TOKENS.certification)).onCourseCompleted,
          }),
          await context.getAsync(TOKENS.metrics),
        );
        payments.connect(useCases, context.get(TOKENS.logger));
        return useCases;
      })
      .inSingletonScope();
  });
}

function mailModule(overrides: ContainerOverrides) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.mail)
      .toDynamicValue(async (context) =>
        createMailWiring(
          context.get(TOKENS.config),
          await context.getAsync(TOKENS.store),
          context.get(TOKENS.clock),
          context.get(TOKENS.logger),
          overrides.jobs?.mailRetry,
        ),
      )
      .inSingletonScope()
      .onDeactivation((mail) => mail.close());
  });
}

/** The background job runner, with every kind's handler; the server starts and stops it. */
function jobsModule(overrides: ContainerOverrides) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.jobs)
      .toDynamicValue(async (context) => {
        const runner = new JobRunner({
          store: (await context.getAsync(TOKENS.store)).jobs,
          clock: context.get(TOKENS.clock),
          logger: context.get(TOKENS.logger).child({ component: 'jobs' }),
          pollMs: overrides.jobs?.pollMs,
          leaseMs: overrides.jobs?.leaseMs,
        });
        runner.register(MAIL_DELIVERY_JOB, (await context.getAsync(TOKENS.mail)).deliveryHandler);
        for (const [kind, handler] of Object.entries((await context.getAsync(TOKENS.media)).jobs)) {
          runner.register(kind, handler);
        }
        const useCases = await context.getAsync(TOKENS.useCases);
        runner.register(
          PAYMENT_RECONCILE_JOB,
          reconcilePaymentJob(useCases, overrides.jobs?.reconcileRetry),
        );
        runner.register(
          REFUND_RECONCILE_JOB,
          reconcileRefundJob(useCases, overrides.jobs?.reconcileRetry),
        );
        return runner;
      })
      .inSingletonScope()
      .onDeactivation((runner) => runner.stop());
  });
}

function identityModule(overrides: ContainerOverrides) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.identity)
      .toDynamicValue(async (context) => {
        const useCases = await context.getAsync(TOKENS.useCases);
        if (overrides.identity) return overrides.identity(useCases);
        const logger = context.get(TOKENS.logger);
        return createIdentityWiring(
          context.get(TOKENS.config),
          await context.getAsync(TOKENS.secret),
          await context.getAsync(TOKENS.store),
          useCases,
          logger,
        );
      })
      .inSingletonScope();
  });
}

/** Uploads and the media store, behind the product's sign-in; videos through ffmpeg. */
function mediaModule() {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.videos)
      .toDynamicValue((context) => createVideoWiring(context.get(TOKENS.logger)))
      .inSingletonScope();
    bind(TOKENS.media)
      .toDynamicValue(async (context) =>
        createMediaWiring(
          context.get(TOKENS.config),
          await context.getAsync(TOKENS.secret),
          await context.getAsync(TOKENS.store),
          context.get(TOKENS.clock),
          (await context.getAsync(TOKENS.identity)).authenticate,
          (await context.getAsync(TOKENS.videos)).processor,
        ),
      )
      .inSingletonScope();
  });
}

function httpModule(overrides: ContainerOverrides) {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.app)
      .toDynamicValue(async (context) => {
        const config = context.get(TOKENS.config);
        const store = await context.getAsync(TOKENS.store);
        const payments = await context.getAsync(TOKENS.payments);
        const identity = await context.getAsync(TOKENS.identity);
        const metrics = await context.getAsync(TOKENS.metrics);
        const media = await context.getAsync(TOKENS.media);
        return createApp({
          useCases: await context.getAsync(TOKENS.useCases),
          mail: (await context.getAsync(TOKENS.mail)).useCases,
          media: media.useCases,
          certification: await context.getAsync(TOKENS.certification),
          authenticate: identity.authenticate,
          idempotencyKeys: store.repositories.idempotencyKeys,
          routers: [...identity.routers, ...payments.routers],
          middleware: [...identity.middleware, ...media.middleware],
          publicConfig: {
            payments: payments.publicConfig,
            googleEnabled: identity.googleEnabled,
            schoolName: config.schoolName,
            refunds: { windowDays: config.money.refundDays },
          },
          webRoot: findWebRoot(config.webRoot),
          version: productVersion(config.commit),
          observeRequest: metrics.observeRequest,
          metrics: config.metricsToken
            ? { token: config.metricsToken, render: metrics.render }
            : undefined,
          isReady: () => answersWithin(store.ping(), 2_000),
          assertStoreWritable: () => store.assertWritable(),
          logger: context.get(TOKENS.logger),
          corsOrigins: config.corsOrigins,
          security: {
            stripe: payments.publicConfig.mode === 'stripe',
            hsts: config.publicUrl.startsWith('https:'),
            mediaOrigins: media.origins,
          },
          rateLimits: overrides.rateLimits,
          limiters: store.limiters,
          requestTimeoutMs: config.requestTimeoutMs,
          trustProxy: config.trustProxy,
        }) as unknown as Koa;
      })
      .inSingletonScope();
  });
}

/** True when `work` settles successfully within `ms`. */
async function answersWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function buildContainer(
  config: Config,
  logger: Logger,
  overrides: ContainerOverrides = {},
): Promise<Container> {
  const container = new Container();
  await container.loadAsync(
    settingsModule(config, logger, overrides),
    persistenceModule(),
    paymentsModule(overrides),
    coreModule(overrides),
    mailModule(overrides),
    jobsModule(overrides),
    identityModule(overrides),
    mediaModule(),
    httpModule(overrides),
  );
  return container;
}
