import { enroll } from '@classroom/core/testing';
import type { Role, TestWorld } from './world';

/**
 * Enrolls a role's account in the approved course and, unless `completed` is false, records
 * one completed lesson: what a review needs. Returns the enrollment id.
 */
export async function givenLearner(
  world: TestWorld,
  role: Role,
  completed = true,
  courseId = world.courses.approved.id,
): Promise<string> {
  const course = (await world.store.courses.findById(courseId))!;
  const enrollmentId = await enroll(world.store, course, world.users[role]);
  if (completed) {
    await world.store.lessonProgress.save({
      enrollmentId,
      lessonId: `lesson-of-${courseId}`,
      status: 'completed',
      lastPositionSeconds: 0,
      watched: [],
      completedAt: world.clock.now(),
      lastSeenAt: world.clock.now(),
    });
  }
  return enrollmentId;
}

/** The student's review of the approved course (4 stars), written through the use case. */
export async function givenStudentReview(world: TestWorld): Promise<string> {
  await givenLearner(world, 'student');
  const review = await world.useCases.postReview.execute(
    world.courses.approved.id,
    { rating: 4, text: 'Clear and practical.' },
    { email: world.users.student.email },
  );
  return review.id;
}
