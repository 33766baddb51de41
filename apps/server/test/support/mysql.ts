import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';

export const MYSQL_HOST = '127.0.0.1';
export const MYSQL_PORT = 3306;

/** Whether a MySQL server answers on 127.0.0.1:3306. Under CI=true its absence is a failure. */
export async function mysqlAvailable(): Promise<boolean> {
  const up = await new Promise<boolean>((resolve) => {
    const socket = createConnection(MYSQL_PORT, MYSQL_HOST);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (!up && process.env.CI === 'true') throw new Error('MySQL is required under CI=true');
  if (!up) console.warn('MySQL is not reachable on 127.0.0.1:3306: skipping the MySQL fault tests');
  return up;
}

export function uniqueDatabaseName(): string {
  return `classroom_srv_${randomBytes(4).toString('hex')}`;
}
