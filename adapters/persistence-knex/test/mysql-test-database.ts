import { randomBytes } from 'node:crypto';
import type { Clock, CurrentWorkScope, MailMessage } from '@classroom/core';
import knexFactory from 'knex';
import { createDatabase, type Database } from '../src/index';

/** MYSQL_URL's server, or the local MariaDB; the database name in the URL is ignored. */
const serverUrl = (process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/classroom').replace(
  /\/[^/]*$/,
  '',
);

/** Whether a MySQL server answers. Under CI=true a missing server is a failure, not a skip. */
export async function mySqlAvailable(): Promise<boolean> {
  const probe = knexFactory({
    client: 'mysql2',
    connection: { uri: serverUrl, connectTimeout: 2_000 } as never,
    pool: { min: 0, max: 1 },
  });
  try {
    await probe.raw('SELECT 1');
    return true;
  } catch (error) {
    if (process.env.CI === 'true') throw new Error(`MySQL is required under CI: ${String(error)}`);
    console.warn(`Skipping the MySQL tests: no server at ${new URL(serverUrl).host}.`);
    return false;
  } finally {
    await probe.destroy();
  }
}

/** A database of its own for one test file, created on open and dropped on drop(). */
export async function openMySqlTestDatabase(
  label: string,
  clock?: Clock,
  currentScope?: CurrentWorkScope,
  mailSubject?: (message: MailMessage) => string,
): Promise<{
  database: Database;
  /** Its DATABASE_URL, for a second pool on it (another replica). */
  url: string;
  drop(): Promise<void>;
}> {
  const name = `classroom_test_${label}_${randomBytes(4).toString('hex')}`;
  const database = await createDatabase(`${serverUrl}/${name}`, {
    clock,
    currentScope,
    mailSubject,
  });
  await database.migrate();
  return {
    database,
    url: `${serverUrl}/${name}`,
    async drop() {
      await database.knex.raw('DROP DATABASE IF EXISTS ??', [name]);
      await database.close();
    },
  };
}

export const mySqlReachable = await mySqlAvailable();
