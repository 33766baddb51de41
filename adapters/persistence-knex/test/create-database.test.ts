import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REFUND_RECONCILE_JOB, StoreUnavailableError } from '@classroom/core';
import { anApprovedCourse, anApprovedInstructor, aUser, enroll } from '@classroom/core/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, migrationSource, parseDatabaseUrl, type Database } from '../src/index';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';

const folder = mkdtempSync(join(tmpdir(), 'classroom-db-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('parseDatabaseUrl', () => {
  it('reads sqlite paths and mysql URLs', () => {
    expect(parseDatabaseUrl('sqlite:var/classroom.sqlite')).toEqual({
      dialect: 'sqlite',
      filename: 'var/classroom.sqlite',
    });
    expect(parseDatabaseUrl('mysql://app:s%40cret@db.internal:3307/classroom')).toEqual({
      dialect: 'mysql',
      host: 'db.internal',
      port: 3307,
      user: 'app',
      password: 's@cret',
      database: 'classroom',
    });
    expect(
      parseDatabaseUrl('mysql://app@localhost/classroom?socket=%2Frun%2Fmysqld%2Fmysqld.sock'),
    ).toMatchObject({ dialect: 'mysql', socketPath: '/run/mysqld/mysqld.sock' });
  });

  it('refuses anything else with a clear message', () => {
    expect(() => parseDatabaseUrl('postgres://x/y')).toThrow(/sqlite: or mysql:\/\//);
    expect(() => parseDatabaseUrl('mysql://root@localhost:3306/')).toThrow(/name a database/);
    expect(() => parseDatabaseUrl('sqlite:')).toThrow(/file path/);
    expect(() => parseDatabaseUrl('mysql://root@localhost/db?socket=mysqld.sock')).toThrow(
      /absolute path/,
    );
  });
});

describe('createDatabase', () => {
  it('creates the SQLite folder, and turns on WAL and foreign keys', async () => {
    const file = join(folder, 'nested', 'deeper', 'store.sqlite');
    const database = await createDatabase(`sqlite:${file}`);
    try {
      expect(existsSync(join(folder, 'nested', 'deeper'))).toBe(true);
      const [mode] = await database.knex.raw('PRAGMA journal_mode');
      const [keys] = await database.knex.raw('PRAGMA foreign_keys');
      expect(mode.journal_mode).toBe('wal');
      expect(keys.foreign_keys).toBe(1);
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it('says the SQLite file was removed or replaced, where SQLite itself goes on writing', async () => {
    for (const replace of [false, true]) {
      const file = join(folder, `moved-${replace}.sqlite`);
      const database = await createDatabase(`sqlite:${file}`);
      try {
        await database.ping();
        rmSync(file);
        if (replace) await (await createDatabase(`sqlite:${file}`)).close();
        const problem = replace ? /was replaced while the server ran/ : /was removed/;
        const refusal = (() => {
          try {
            database.assertWritable();
          } catch (error) {
            return error;
          }
        })();
        expect(refusal).toBeInstanceOf(StoreUnavailableError);
        expect(((refusal as Error).cause as Error).message).toMatch(problem);
        await expect(database.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
        // The unlinked file still takes writes: only the check above tells.
        await expect(database.knex.raw('CREATE TABLE lost (x)')).resolves.toBeDefined();
      } finally {
        await database.close();
      }
    }
  });

  it('names the host of an unreachable MySQL server, never the password', async () => {
    const failure = createDatabase('mysql://app:Sup3rSecretPw@127.0.0.1:1/classroom');
    await expect(failure).rejects.toThrow(/127\.0\.0\.1:1/);
    await expect(failure).rejects.not.toThrow(/Sup3rSecretPw/);
  });

  it('connects through the Unix socket a URL names, not to its host', async () => {
    const socket = join(folder, 'no-server.sock');
    const failure = createDatabase(`mysql://app@127.0.0.1:1/classroom?socket=${socket}`);
    await expect(failure).rejects.toThrow(`MySQL at ${socket} (database classroom): ENOENT`);
  });
});

async function schemaOf(database: Database): Promise<unknown> {
  if (database.dialect === 'sqlite') {
    return database.knex('sqlite_master').select('type', 'name', 'sql').orderBy('name');
  }
  const [rows] = await database.knex.raw(
    `SELECT table_name, column_name, column_type, is_nullable FROM information_schema.columns
     WHERE table_schema = DATABASE() ORDER BY table_name, column_name`,
  );
  const [indexes] = await database.knex.raw(
    `SELECT table_name, index_name, column_name, non_unique FROM information_schema.statistics
     WHERE table_schema = DATABASE() ORDER BY table_name, index_name, seq_in_index`,
  );
  return { rows, indexes };
}

function migrationSuite(open: () => Promise<{ database: Database; close(): Promise<void> }>) {
  it('migrates once; a second run changes nothing', async () => {
    const { database, close } = await open();
    try {
      const before = await schemaOf(database);
      expect(await database.migrate()).toEqual([]);
      expect(await schemaOf(database)).toEqual(before);
      const tables = JSON.stringify(before);
      for (const table of [
        'users',
        'courses',
        'payments',
        'enrollments',
        'feedback',
        'local_accounts',
        'idp_state',
        'jobs',
        'outbox',
        'subscribers',
        'media_assets',
      ]) {
        expect(tables).toContain(table);
      }
    } finally {
      await close();
    }
  });

  it('runs every migration again over its own work without changing the schema', async () => {
    const { database, close } = await open();
    try {
      const before = await schemaOf(database);
      for (const name of await migrationSource.getMigrations([])) {
        await (await migrationSource.getMigration(name)).up(database.knex);
      }
      expect(await schemaOf(database)).toEqual(before);
    } finally {
      await close();
    }
  });

  it('027 gives enrollments the highest progress known, and queues approved refunds left behind', async () => {
    const { database, close } = await open();
    try {
      const store = database.repositories;
      const instructor = anApprovedInstructor();
      const student = aUser();
      await store.users.insert(instructor);
      await store.users.insert(student);
      const [one, other] = [
        anApprovedCourse({ by: instructor }),
        anApprovedCourse({ by: instructor }),
      ];
      await store.courses.insert(one!);
      await store.courses.insert(other!);
      const finished = await enroll(store, one!, student);
      const started = await enroll(store, other!, student);
      const learning = { lastLessonId: null, highestProgressPercent: 0 };
      const at = new Date(Date.UTC(2026, 1, 2));
      await store.enrollments.saveLearning(finished, {
        ...learning,
        progressPercent: 50,
        completedAt: at,
      });
      await store.enrollments.saveLearning(started, {
        ...learning,
        progressPercent: 20,
        completedAt: null,
      });
      const paymentId = (await store.enrollments.findEnrollmentById(started))!.paymentId;
      await store.money.insertRefundRequest({
        id: 'request-left-approved',
        paymentId,
        enrollmentId: started,
        studentId: student.id,
        courseId: other!.id,
        courseName: other!.name,
        amountCents: 4999,
        status: 'approved',
        reason: '',
        decisionReason: null,
        decidedBy: null,
        requestedAt: at,
        decidedAt: at,
      });

      const migration = await migrationSource.getMigration('027-refund-consumption');
      await migration.down!(database.knex);
      await migration.up(database.knex);
      await migration.up(database.knex);

      const highest = async (id: string) =>
        (await store.enrollments.findEnrollmentById(id))?.highestProgressPercent;
      expect(await highest(finished)).toBe(100);
      expect(await highest(started)).toBe(20);
      const jobs = (await database.knex('jobs').where({ kind: REFUND_RECONCILE_JOB })) as {
        payload: string;
      }[];
      expect(jobs.map((job) => JSON.parse(job.payload))).toEqual([
        { requestId: 'request-left-approved' },
      ]);
    } finally {
      await close();
    }
  });

  it('retries a transaction the database aborted as a deadlock victim', async () => {
    const { database, close } = await open();
    try {
      let attempts = 0;
      const result = await database.unitOfWork.transaction(async () => {
        attempts += 1;
        if (attempts < 3) throw Object.assign(new Error('Deadlock found'), { errno: 1213 });
        return 'committed';
      });
      expect(result).toBe('committed');
      expect(attempts).toBe(3);
      const other = new Error('not retried');
      let calls = 0;
      await expect(
        database.unitOfWork.transaction(async () => {
          calls += 1;
          throw other;
        }),
      ).rejects.toBe(other);
      expect(calls).toBe(1);
    } finally {
      await close();
    }
  });
}

describe('SQLite migrations', () => {
  migrationSuite(async () => {
    const database = await createDatabase(`sqlite:${join(folder, `m-${Date.now()}.sqlite`)}`);
    expect(await database.migrate()).toEqual(await migrationSource.getMigrations([]));
    return { database, close: () => database.close() };
  });
});

describe.runIf(mySqlReachable)('MySQL migrations', () => {
  migrationSuite(async () => {
    const { database, drop } = await openMySqlTestDatabase('migrate');
    return { database, close: drop };
  });
});
