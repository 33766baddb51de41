import type { Certificate, Course, Repositories, UseCases, User } from '../src/index';
import { actorOf } from './actor.mother';
import { anArticleDraft } from './learning.mother';
import { aCourseWithLessons } from './learning-world';

interface Core {
  useCases: UseCases;
  store: Repositories;
  given(...entities: (User | Course)[]): Promise<void>;
}

/**
 * A student who finished a one-article course through the player, which issues the
 * certificate when the course offers one; `certificate` is null when it does not.
 */
export async function aCompletedCourse(core: Core, options: { offersCertificate?: boolean } = {}) {
  const world = await aCourseWithLessons(core, [[anArticleDraft()]]);
  if (options.offersCertificate === false) {
    world.course.revise({ ...world.course.toProps(), certificate: false });
    await core.store.courses.saveDetails(world.course);
  }
  await core.useCases.completeLesson.execute(
    world.course.id,
    world.lessonIds[0]!,
    actorOf(world.student),
  );
  const certificate: Certificate | null = await core.store.certificates.findByEnrollment(
    world.enrollmentId,
  );
  return { ...world, certificate };
}
