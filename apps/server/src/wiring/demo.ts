import type { Logger } from 'pino';
import { seedDemo } from '../demo';
import type { Store } from './store';

/** Writes the demo catalogue, user records and feedback into a store that has no courses yet. */
export async function seedDemoIfEmpty(store: Store, logger: Logger): Promise<void> {
  const result = await seedDemo(store.repositories);
  if (result.seeded) {
    logger.info(
      { courses: result.courses, users: result.users, feedback: result.feedback },
      'demo data seeded',
    );
  }
}
