import { parseDatabaseUrl } from '@classroom/persistence-knex';
import { z } from 'zod';
import { parsedBy } from './values';

/** `memory:` is the server's own store (wiring/store.ts), not a database URL. */
function checkedDatabaseUrl(url: string): string {
  if (url !== 'memory:') parseDatabaseUrl(url);
  return url;
}

/** Which database holds everything. */
export const database = z
  .object({
    DATABASE_URL: parsedBy(checkedDatabaseUrl, /^DATABASE_URL\s*/).default(
      'sqlite:var/classroom.sqlite',
    ),
  })
  .transform((variables) => ({ databaseUrl: variables.DATABASE_URL }));
