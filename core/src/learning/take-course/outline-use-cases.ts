import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { Repositories } from '../../shared/unit-of-work.port';
import { requireUser } from '../../accounts/access';
import type { Curriculum } from '../curriculum';
import { workingCurriculum } from '../../editorial/propose-revision';
import { outlineOf, type CourseOutline } from '../course-outline';
import { assertTakesCourse, findLearner } from '../learner-access';

type Reads = Pick<
  Repositories,
  'users' | 'courses' | 'enrollments' | 'curricula' | 'lessonProgress' | 'revisions'
>;

/**
 * The curriculum as the builder edits it, answer keys included: for the owner (an approved
 * course's revision while it has one, decision 33) and admins (the live one). Another
 * instructor's course answers "not found".
 */
export class GetCurriculum {
  constructor(private readonly repositories: Reads) {}

  async execute(courseId: string, actor: Actor | null): Promise<Curriculum> {
    const user = await requireUser(this.repositories.users, actor);
    const course = await this.repositories.courses.findById(courseId);
    if (!course) throw new NotFoundError('course');
    const live = await this.repositories.curricula.findByCourse(courseId);
    if (!course.isOwnedBy(user.email)) {
      if (!user.isAdmin) throw new NotFoundError('course');
      return live;
    }
    return workingCurriculum(await this.repositories.revisions.findByCourse(courseId), live);
  }
}

/**
 * The course page's outline: sections, lesson titles, kinds, durations and preview flags,
 * for anyone, signed in or not. A course that is not approved shows to its owner and admins only.
 */
export class GetCourseOutline {
  constructor(private readonly repositories: Reads) {}

  async execute(courseId: string, actor: Actor | null): Promise<CourseOutline> {
    const course = await this.repositories.courses.findById(courseId);
    if (!course) throw new NotFoundError('course');
    if (!course.isPublic) {
      const user = actor ? await this.repositories.users.findByEmail(actor.email) : null;
      if (!user || (!course.isOwnedBy(user.email) && !user.isAdmin)) {
        throw new NotFoundError('course');
      }
    }
    const curriculum = await this.repositories.curricula.findByCourse(courseId);
    return outlineOf(course, curriculum, null, null);
  }
}

/**
 * The player's outline with the student's ticks, percentage and where to continue; the owner
 * and admins get it without progress. Anyone else is refused: they open previews one by one.
 */
export class GetLearningOutline {
  constructor(private readonly repositories: Reads) {}

  async execute(courseId: string, actor: Actor | null): Promise<CourseOutline> {
    const learner = await findLearner(this.repositories, courseId, actor);
    assertTakesCourse(learner);
    const curriculum = await this.repositories.curricula.findByCourse(courseId);
    const { enrollment } = learner;
    const student = enrollment
      ? { enrollment, progress: await this.repositories.lessonProgress.progressOf(enrollment.id) }
      : null;
    return outlineOf(learner.course, curriculum, learner.role, student);
  }
}
