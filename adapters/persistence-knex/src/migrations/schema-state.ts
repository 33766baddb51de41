import type { Knex } from 'knex';

/**
 * Whether `table` has the index `name`, on MySQL or SQLite: migrations check the current
 * state first, so running one twice, or after a partial run, is safe.
 */
export async function hasIndex(knex: Knex, table: string, name: string): Promise<boolean> {
  if (knex.client.config.client === 'mysql2') {
    const [rows] = await knex.raw('SHOW INDEX FROM ?? WHERE Key_name = ?', [table, name]);
    return (rows as unknown[]).length > 0;
  }
  const rows: { name: string }[] = await knex.raw(`PRAGMA index_list('${table}')`);
  return rows.some((row) => row.name === name);
}
