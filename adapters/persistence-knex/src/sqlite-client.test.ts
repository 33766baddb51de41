import knex, { type Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { sqliteClient } from './sqlite-client';

type Prepare = (sql: string) => unknown;

describe('sqliteClient', () => {
  let db: Knex | undefined;
  afterEach(() => db?.destroy());

  const memoryDatabase = () =>
    knex({ client: sqliteClient(), connection: { filename: ':memory:' }, useNullAsDefault: true });

  it('prepares a statement once per connection and runs it again with new values', async () => {
    db = memoryDatabase();
    await db.schema.createTable('notes', (table) => table.string('text'));
    const connection = (await db.client.acquireConnection()) as { prepare: Prepare };
    const prepare = connection.prepare.bind(connection);
    const prepared: string[] = [];
    connection.prepare = (sql) => {
      prepared.push(sql);
      return prepare(sql);
    };
    await db.client.releaseConnection(connection);

    for (const text of ['one', 'two', 'three']) await db('notes').insert({ text });
    const found = await db('notes').where('text', 'two').select('text');

    expect(found).toEqual([{ text: 'two' }]);
    expect(await db('notes').count({ n: '*' })).toEqual([{ n: 3 }]);
    expect(prepared.filter((sql) => sql.startsWith('insert'))).toHaveLength(1);
  });

  it('answers a kept statement with the schema as it stands now', async () => {
    db = memoryDatabase();
    await db.schema.createTable('notes', (table) => table.string('text'));
    await db('notes').insert({ text: 'one' });
    expect(await db('notes').select('*')).toEqual([{ text: 'one' }]);

    await db.schema.alterTable('notes', (table) => table.integer('stars').defaultTo(5));

    expect(await db('notes').select('*')).toEqual([{ text: 'one', stars: 5 }]);
  });
});
