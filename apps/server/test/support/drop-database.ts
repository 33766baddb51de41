import knex from 'knex';
import { MYSQL_HOST, MYSQL_PORT } from './mysql';

export async function dropDatabase(name: string): Promise<void> {
  const admin = knex({
    client: 'mysql2',
    connection: { host: MYSQL_HOST, port: MYSQL_PORT, user: 'root' },
    pool: { min: 0, max: 1 },
  });
  try {
    await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
  } finally {
    await admin.destroy();
  }
}
