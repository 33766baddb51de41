import type { Logger } from 'pino';
import type { Store } from './store';

/**
 * Fills an empty store with the demo catalogue, accounts' records and feedback. The data
 * itself lives in ../demo (owned with the persistence layer); until it is there, nothing is
 * seeded.
 */
export async function seedDemoIfEmpty(store: Store, logger: Logger): Promise<void> {
  if ((await store.repositories.users.count()) > 0) return;
  logger.info('no demo data to seed');
}
