import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseDatabaseUrl } from '@classroom/persistence-knex';
import type { Store } from './store';

/** Where `backup` writes when given no path: var/backups/classroom-<UTC time>.sqlite. */
export function defaultBackupPath(varDir: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return path.join(varDir, 'backups', `classroom-${stamp}.sqlite`);
}

/** MySQL's own tool does it better: the command for this DATABASE_URL (never its password). */
export function mysqldumpAdvice(databaseUrl: string): string | null {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.dialect !== 'mysql') return null;
  return [
    'backup copies SQLite files; for MySQL use mysqldump, which reads one consistent snapshot',
    'while the server keeps running:',
    `  mysqldump --single-transaction --routines --triggers -h ${target.host} -P ${target.port} -u ${target.user} -p ${target.database} > classroom.sql`,
    'Restoring it is described in docs/operations.md (Backups).',
  ].join('\n');
}

/** SQLite's online backup of the store into a new file. */
export async function backupTo(store: Store, file: string): Promise<void> {
  if (existsSync(file)) throw new Error(`${file} exists already; name a new file`);
  mkdirSync(path.dirname(file), { recursive: true });
  await store.backup(file);
}
