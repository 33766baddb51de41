import type { CourseCompletedHook, MediaStorage } from '@classroom/core';
import type { Logger } from 'pino';
import { seedDemo } from '../demo';
import type { Store } from './store';

/**
 * Writes the demo catalogue with its curricula, user records and feedback into a store that has
 * no courses yet; the lesson videos go to the media store, and the demo student's finished
 * course gets its certificate through `onCourseCompleted`.
 */
export async function seedDemoIfEmpty(
  store: Store,
  storage: MediaStorage,
  onCourseCompleted: CourseCompletedHook,
  logger: Logger,
): Promise<void> {
  // One transaction: a first start writes a few hundred rows, and SQLite commits each alone.
  const result = await store.unitOfWork.transaction((repositories) =>
    seedDemo(repositories, storage, onCourseCompleted),
  );
  if (result.seeded) {
    logger.info(
      {
        courses: result.courses,
        lessons: result.lessons,
        users: result.users,
        feedback: result.feedback,
      },
      'demo data seeded',
    );
  }
}
