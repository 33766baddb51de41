import { sqliteClient } from '@classroom/persistence-knex';
import knex, { type Knex } from 'knex';
import { MYSQL_HOST, MYSQL_PORT } from './mysql';

/**
 * Makes every insert into `table` of the SQLite database `file` take well over `ms`: a trigger
 * that counts, as a write to a slow disk would take. SQLite keeps the whole process waiting
 * meanwhile, its timers included. `restore()` drops the trigger.
 */
export async function slowSqliteInserts(file: string, table: string, ms: number) {
  // The same better-sqlite3 build as the server's, for the Node running the test.
  const db = knex({
    client: sqliteClient(),
    connection: { filename: file },
    useNullAsDefault: true,
  });
  const rows = await calibrate(db, ms);
  await db.raw(
    `CREATE TRIGGER slow_insert AFTER INSERT ON ?? BEGIN SELECT count(*) FROM (${counting(rows)}); END`,
    [table],
  );
  return {
    async restore() {
      await db.raw('DROP TRIGGER IF EXISTS slow_insert');
      await db.destroy();
    },
  };
}

function counting(rows: number): string {
  return `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ${rows}) SELECT x FROM c`;
}

/**
 * How far to count for three times `ms` on this machine. The fastest of a few samples: a
 * sample slowed by other work would make the count too short.
 */
async function calibrate(db: Knex, ms: number): Promise<number> {
  const sample = 200_000;
  let fastest = Infinity;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    await db.raw(`SELECT count(*) FROM (${counting(sample)})`);
    fastest = Math.min(fastest, performance.now() - started);
  }
  return Math.ceil((sample * 3 * ms) / Math.max(1, fastest));
}

/** Another MySQL connection holds a write lock on `table` of `database` until `release()`. */
export async function holdMySqlTableLock(database: string, table: string) {
  const connection = knex({
    client: 'mysql2',
    connection: { host: MYSQL_HOST, port: MYSQL_PORT, user: 'root', database },
    // One connection: the lock belongs to it, and UNLOCK must run on it.
    pool: { min: 1, max: 1 },
  });
  await connection.raw('LOCK TABLES ?? WRITE', [table]);
  return {
    async release() {
      await connection.raw('UNLOCK TABLES');
      await connection.destroy();
    },
  };
}
