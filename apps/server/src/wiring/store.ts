import type {
  AuditLogRepository,
  Clock,
  CurrentWorkScope,
  JobStore,
  MailMessage,
  MoneyPolicy,
  NotificationRepository,
  OutboxRepository,
  ProcessorIntentRepository,
  ProviderStateRepository,
  RateLimiter,
  Repositories,
  UnitOfWork,
} from '@classroom/core';
import {
  createDatabase,
  type PoolStats,
  type SharedLimiterFactory,
} from '@classroom/persistence-knex';
import {
  MemoryProviderStateRepository,
  MemoryRateLimiter,
  createMemoryStore,
} from '@classroom/persistence-memory';

/** The product's storage as the server uses it, whatever the database behind. */
export interface Store {
  kind: 'sqlite' | 'mysql' | 'memory';
  repositories: Repositories & {
    outbox: OutboxRepository;
    audit: AuditLogRepository;
    notifications: NotificationRepository;
  };
  /**
   * The bundled provider's sessions and tokens: in the database (table idp_state), so
   * restarts and replicas keep them, or in this process for `memory:`.
   */
  providerState: ProviderStateRepository;
  unitOfWork: UnitOfWork;
  /** Background jobs (mail delivery); in the database, so any replica may run them. */
  jobs: JobStore;
  /** The test card processor's intents; none for `memory:` (the processor keeps its own). */
  processorIntents?: ProcessorIntentRepository;
  /** Rate limiters counting in the database, shared by replicas; none for `memory:`. */
  limiters?: SharedLimiterFactory;
  /** The core's rate limiter: in the database, or in this process for `memory:`. */
  rateLimiter: RateLimiter;
  migrate(): Promise<string[]>;
  /** Fails when the database cannot answer or cannot take writes. */
  ping(): Promise<void>;
  /** Throws when a write now would be lost (a SQLite file removed while the server runs). */
  assertWritable(): void;
  /** The database connection pool now; null for `memory:`, which has none. */
  poolStats(): PoolStats | null;
  /** SQLite's online backup to a file (SQLite only). */
  backup(file: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * `sqlite:PATH`, `mysql://...`, or `memory:` (nothing kept; tests and trials). `clock` dates
 * outbox messages and jobs; `currentScope` names the request a unit of work runs for;
 * `onLimiterFallback` is told when a rate limiter could not reach the database and counted in
 * this process instead; `mailSubject` gives each queued message's subject, kept so the outbox is
 * searched by it; `moneyPolicy` is the school's share and hold, which the migrations need.
 */
export async function openStore(
  databaseUrl: string,
  clock: Clock,
  currentScope?: CurrentWorkScope,
  onLimiterFallback?: () => void,
  mailSubject?: (message: MailMessage) => string,
  moneyPolicy?: MoneyPolicy,
): Promise<Store> {
  if (databaseUrl.trim() === 'memory:') {
    const {
      unitOfWork,
      tables: _tables,
      ...repositories
    } = createMemoryStore({
      clock,
      currentScope,
      mailSubject,
    });
    const jobs = repositories.jobs;
    return {
      kind: 'memory',
      repositories,
      providerState: new MemoryProviderStateRepository(),
      unitOfWork,
      jobs,
      rateLimiter: new MemoryRateLimiter(clock),
      migrate: async () => [],
      ping: async () => undefined,
      assertWritable: () => undefined,
      poolStats: () => null,
      backup: () => Promise.reject(new Error('memory: keeps nothing to back up')),
      close: async () => undefined,
    };
  }
  const database = await createDatabase(databaseUrl, {
    clock,
    currentScope,
    onLimiterFallback,
    mailSubject,
    moneyPolicy,
  });
  return {
    kind: database.dialect,
    repositories: database.repositories,
    providerState: database.repositories.providerState,
    unitOfWork: database.unitOfWork,
    jobs: database.jobs,
    processorIntents: database.processorIntents,
    limiters: database.limiters,
    rateLimiter: database.rateLimiter,
    migrate: () => database.migrate(),
    ping: () => database.ping(),
    assertWritable: () => database.assertWritable(),
    poolStats: () => database.poolStats(),
    backup: (file) => database.backup(file),
    close: () => database.close(),
  };
}
