import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import type { Database } from '../src/index';
import { parseDatabaseUrl } from '../src/database-url';
import { GroupCommit } from '../src/group-commit';
import { mySqlConnection } from '../src/knex-config';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';

const SET_IF = 'UPDATE counters SET value = ? WHERE id = ? AND value = ?';

/** Until `holder` lets go, row `id` is locked by another transaction: a write to it waits. */
async function holdRow(knex: Knex, id: number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = knex.transaction(async (trx) => {
    await trx('counters').where({ id }).forUpdate();
    held();
    await released;
  });
  await holding;
  return async () => {
    release();
    await done;
  };
}

describe.runIf(mySqlReachable)('group commit, MySQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let group: GroupCommit;
  const values = async () =>
    (await database.knex('counters').orderBy('id').select('value')).map((row) => row.value);

  beforeAll(async () => {
    let url: string;
    ({ database, drop, url } = await openMySqlTestDatabase('group_commit'));
    await database.knex.schema.createTable('counters', (table) => {
      table.integer('id').primary();
      table.integer('value').notNullable();
    });
    const target = parseDatabaseUrl(url);
    if (target.dialect !== 'mysql') throw new Error('a MySQL URL was expected');
    group = new GroupCommit(mySqlConnection(target, target.database));
  });
  beforeEach(async () => {
    await database.knex('counters').delete();
    await database.knex('counters').insert([1, 2, 3, 4].map((id) => ({ id, value: 0 })));
  });
  afterAll(async () => {
    await group?.close();
    await drop?.();
  });

  it('tells each statement of a group the rows it changed', async () => {
    const changed = await Promise.all([
      group.run(SET_IF, [1, 1, 0]),
      group.run(SET_IF, [1, 2, 7]), // a compare-and-set over a value no longer there
      group.run(SET_IF, [1, 3, 0]),
    ]);
    expect(changed).toEqual([1, 0, 1]);
    expect(await values()).toEqual([1, 0, 1, 0]);
  });

  it("runs a write's statements in a row, each write's own, and tells it what each changed", async () => {
    // The third statement goes on only if the first changed a row.
    const write = (id: number, from: number) =>
      group.runAll([
        [SET_IF, [5, id, from]],
        ['SET @moved = ROW_COUNT()', []],
        ['UPDATE counters SET value = value + 1 WHERE id = ? AND @moved = 1', [id + 1]],
      ]);
    const changed = await Promise.all([write(1, 0), write(3, 7), group.run(SET_IF, [9, 3, 0])]);
    expect(changed).toEqual([[1, 0, 1], [0, 0, 0], 1]);
    expect(await values()).toEqual([5, 1, 9, 0]);
  });

  it('sends what is asked for while a group is at the server together, next', async () => {
    const release = await holdRow(database.knex, 1);
    const first = group.run(SET_IF, [1, 1, 0]); // waits on the lock, with its group
    const later = [group.run(SET_IF, [2, 2, 0]), group.run(SET_IF, [3, 3, 0])];
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await values()).toEqual([0, 0, 0, 0]);
    await release();
    expect(await Promise.all([first, ...later])).toEqual([1, 1, 1]);
    expect(await values()).toEqual([1, 2, 3, 0]);
  });

  it('rolls a group back whole when a statement fails, and rejects each of its statements', async () => {
    const release = await holdRow(database.knex, 1);
    const first = group.run(SET_IF, [1, 1, 0]);
    const good = group.run(SET_IF, [4, 4, 0]);
    const bad = group.run('UPDATE no_such_table SET value = ?', [1]);
    await release();
    await expect(first).resolves.toBe(1);
    await expect(good).rejects.toMatchObject({ code: 'ER_NO_SUCH_TABLE' });
    await expect(bad).rejects.toMatchObject({ code: 'ER_NO_SUCH_TABLE' });
    expect(await values()).toEqual([1, 0, 0, 0]);
    await expect(group.run(SET_IF, [4, 4, 0])).resolves.toBe(1);
  });

  it('reports a group the server gave up on, waiting for a lock, as having changed nothing', async () => {
    const release = await holdRow(database.knex, 2);
    try {
      const [, changed] = await Promise.all([
        group.run('SET SESSION innodb_lock_wait_timeout = ?', [1]),
        group.run(SET_IF, [5, 2, 0]),
      ]);
      expect(changed).toBe(0);
    } finally {
      await release();
      await group.run('SET SESSION innodb_lock_wait_timeout = DEFAULT', []);
    }
    expect(await values()).toEqual([0, 0, 0, 0]);
  });

  it('opens a new connection when its own is lost', async () => {
    const lost = expect(group.run('DO SLEEP(?)', [5])).rejects.toThrow();
    await expect
      .poll(async () => {
        const [rows] = await database.knex.raw(
          "SELECT ID AS id FROM information_schema.PROCESSLIST WHERE INFO LIKE 'DO SLEEP%'",
        );
        for (const row of rows as { id: number }[])
          await database.knex.raw('KILL CONNECTION ?', [row.id]);
        return (rows as unknown[]).length;
      })
      .toBeGreaterThan(0);
    await lost;
    await expect(group.run(SET_IF, [1, 1, 0])).resolves.toBe(1);
  });
});
