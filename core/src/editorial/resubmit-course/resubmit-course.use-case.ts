import type { Course } from '../../catalog/course.entity';
import { requireOwnCourse } from '../../catalog/own-course';
import { tellAdmins } from '../../notifications/notify';
import type { Actor } from '../../shared/actor';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { CourseNotRejectedError } from '../editorial.errors';

/**
 * The owner sends a rejected or unpublished course back for review, usually after editing it:
 * it is pending again, its decisions stay in its history, and admins are told.
 */
export class ResubmitCourse {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(courseId: string, actor: Actor | null): Promise<Course> {
    return this.unitOfWork.transaction(async (repositories) => {
      const { owner, course } = await requireOwnCourse(repositories, courseId, actor);
      const before = course.status;
      course.resubmit();
      if (!(await repositories.courses.saveStatus(course, before))) {
        throw new CourseNotRejectedError();
      }
      await repositories.audit.record({
        kind: 'course-resubmitted',
        actorId: owner.id,
        subject: { type: 'course', id: course.id },
        before: { status: before },
        after: { status: course.status },
      });
      await tellAdmins(repositories, {
        kind: 'course-submitted',
        subject: { courseId: course.id, courseName: course.name },
        reason: null,
      });
      return course;
    });
  }
}
