import type { Course, Repositories, UseCases, User } from '../src/index';
import { actorOf } from './actor.mother';
import { anArticleDraft } from './learning.mother';
import { aCourseWithLessons, enroll } from './learning-world';
import { aUser } from './user.mother';

interface Core {
  useCases: UseCases;
  store: Repositories;
  given(...entities: (User | Course)[]): Promise<void>;
}

/**
 * An approved course with two articles, its owner, a student who completed the first one
 * (and so may review), an enrolled student who completed nothing, and a stranger.
 */
export async function aReviewableCourse(core: Core) {
  const world = await aCourseWithLessons(core, [[anArticleDraft(), anArticleDraft()]]);
  await completeFirstLesson(core, world, world.student);
  const beginner = aUser();
  await core.given(beginner);
  await enroll(core.store, world.course, beginner);
  return { ...world, beginner };
}

/** Another student who enrolls and completes the course's first lesson: a new reviewer. */
export async function anotherReviewer(
  core: Core,
  world: { course: Course; lessonIds: string[] },
): Promise<User> {
  const student = aUser();
  await core.given(student);
  await enroll(core.store, world.course, student);
  await completeFirstLesson(core, world, student);
  return student;
}

async function completeFirstLesson(
  core: Core,
  world: { course: Course; lessonIds: string[] },
  student: User,
): Promise<void> {
  await core.useCases.completeLesson.execute(
    world.course.id,
    world.lessonIds[0]!,
    actorOf(student),
  );
}
