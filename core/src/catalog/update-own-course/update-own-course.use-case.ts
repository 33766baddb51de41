import { changedFields } from '../../audit/audit-entry';
import { courseAuditFields } from '../../audit/course-audit-fields';
import type { Actor } from '../../shared/actor';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { parseCourseDetails, type CourseDetailsInput } from '../course-details';
import type { Course } from '../course.entity';
import { requireOwnCourse } from '../own-course';

/**
 * The owner edits their course's details. The audit log records the fields that changed, as a
 * price change when the price is among them; an edit that changes nothing records nothing.
 */
export class UpdateOwnCourse {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(courseId: string, input: CourseDetailsInput, actor: Actor | null): Promise<Course> {
    return this.unitOfWork.transaction(async (repositories) => {
      const { owner, course } = await requireOwnCourse(repositories, courseId, actor);
      const before = courseAuditFields(course.toProps());
      course.revise(parseCourseDetails(input));
      // Once the course has lessons, their count is its number of lectures (decision 27).
      course.countLessons(await repositories.curricula.countLessons(course.id));
      await repositories.courses.saveDetails(course);
      const change = changedFields(before, courseAuditFields(course.toProps()));
      if (change) {
        await repositories.audit.record({
          kind: 'priceCents' in change.after ? 'course-price-changed' : 'course-edited',
          actorId: owner.id,
          subject: { type: 'course', id: course.id },
          ...change,
        });
      }
      return course;
    });
  }
}
