import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type Database } from '../src/index';

/** A migrated SQLite file of its own in a temporary folder, removed with it on drop(). */
export async function openSqliteTestDatabase(
  label: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), `classroom-${label}-`));
  const database = await createDatabase(`sqlite:${join(folder, 'store.sqlite')}`);
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
