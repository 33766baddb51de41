import {
  EmailTakenError,
  type CourseCompletedHook,
  type MediaStorage,
  type Repositories,
} from '@classroom/core';
import { demoCourses } from './demo-courses';
import { seedDemoCurricula } from './demo-curricula';
import { seedDemoLearning } from './demo-learning';
import { demoFeedback } from './demo-feedback';
import { demoUsers } from './demo-users';

export interface SeedResult {
  /** False when the store already had a catalogue, so nothing was written. */
  seeded: boolean;
  users: number;
  courses: number;
  feedback: number;
  lessons: number;
}

/**
 * Writes the demo users, catalogue, curricula, the demo student's learning and feedback
 * through the repository ports, so it works for any store; the lesson videos go to `storage`
 * (without one, the courses get articles and quizzes only). A finished course goes through
 * `onCourseCompleted`, as the player's completion does, so its certificate is issued. Does
 * nothing when the store already holds courses; user records that exist (someone signed in first) are kept as they
 * are.
 */
export async function seedDemo(
  repositories: Repositories,
  storage: MediaStorage | null,
  onCourseCompleted?: CourseCompletedHook,
): Promise<SeedResult> {
  const { users, courses, feedback } = repositories;
  const existing = await Promise.all(
    (['pending', 'approved', 'rejected'] as const).map((status) => courses.countByStatus(status)),
  );
  if (existing.some((count) => count > 0)) {
    return { seeded: false, users: 0, courses: 0, feedback: 0, lessons: 0 };
  }
  let userCount = 0;
  for (const user of demoUsers()) {
    if (await users.findByEmail(user.email)) continue;
    try {
      await users.insert(user);
      userCount += 1;
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
    }
  }
  const catalogue = demoCourses();
  for (const course of catalogue) await courses.insert(course);
  const curricula = await seedDemoCurricula(repositories, storage, catalogue);
  await seedDemoLearning(repositories, catalogue, curricula, onCourseCompleted);
  const entries = (await feedback.list()).length === 0 ? demoFeedback() : [];
  for (const entry of entries) await feedback.insert(entry);
  return {
    seeded: true,
    users: userCount,
    courses: catalogue.length,
    feedback: entries.length,
    lessons: [...curricula.lessonsOf.values()].reduce((sum, list) => sum + list.length, 0),
  };
}
