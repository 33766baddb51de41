import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  AuditLogRepository,
  JobStore,
  NotificationRepository,
  OutboxRepository,
  Repositories,
  UnitOfWork,
} from '@classroom/core';
import { createDatabase } from '@classroom/persistence-knex';
import { createMemoryStore } from '@classroom/persistence-memory';

export type StoreKind = 'memory' | 'sqlite' | 'mysql';

export interface TestStore extends Repositories {
  outbox: OutboxRepository;
  audit: AuditLogRepository;
  notifications: NotificationRepository;
  unitOfWork: UnitOfWork;
  jobs: JobStore;
  close(): Promise<void>;
}

const MYSQL_SERVER = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

/** A fresh, empty store of the given kind; MySQL and SQLite get their own database each. */
export async function openStore(kind: StoreKind): Promise<TestStore> {
  if (kind === 'memory') return { ...createMemoryStore(), close: async () => {} };
  const name = `classroom_pay_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const file = join(tmpdir(), `${name}.sqlite`);
  const url = kind === 'sqlite' ? `sqlite:${file}` : mysqlUrl(name);
  const database = await createDatabase(url);
  await database.migrate();
  return {
    ...database.repositories,
    unitOfWork: database.unitOfWork,
    jobs: database.jobs,
    async close() {
      if (kind === 'mysql') await database.knex.raw('DROP DATABASE IF EXISTS ??', [name]);
      await database.close();
      if (kind === 'sqlite') await rm(file, { force: true });
    },
  };
}

/** Whether MySQL answers; under CI a missing server is a failure, elsewhere a visible skip. */
export async function mysqlAvailable(): Promise<boolean> {
  try {
    const store = await openStore('mysql');
    await store.close();
    return true;
  } catch (error) {
    if (process.env.CI === 'true') throw error;
    console.warn(`MySQL tests skipped: no server at ${MYSQL_SERVER} (${String(error)})`);
    return false;
  }
}

/** The MySQL server's URL naming this run's own database. */
function mysqlUrl(database: string): string {
  const url = new URL(MYSQL_SERVER);
  url.pathname = `/${database}`;
  return url.toString();
}
