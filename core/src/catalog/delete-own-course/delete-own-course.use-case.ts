import type { Actor } from '../../shared/actor';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { ApprovedCourseDeletionError } from '../course.errors';
import { requireOwnCourse } from '../own-course';

/**
 * Only while the course is not approved: students may already be enrolled in an approved one.
 * The audit log keeps what the course was.
 */
export class DeleteOwnCourse {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(courseId: string, actor: Actor | null): Promise<void> {
    await this.unitOfWork.transaction(async (repositories) => {
      const { owner, course } = await requireOwnCourse(repositories, courseId, actor);
      course.assertDeletable();
      // Approved meanwhile: students may have enrolled, so it stays.
      if (!(await repositories.courses.deleteUnlessPublished(course.id))) {
        throw new ApprovedCourseDeletionError();
      }
      await repositories.audit.record({
        kind: 'course-deleted',
        actorId: owner.id,
        subject: { type: 'course', id: course.id },
        before: {
          name: course.name,
          category: course.toProps().category,
          status: course.status,
          priceCents: course.price.cents,
        },
        after: null,
      });
    });
  }
}
