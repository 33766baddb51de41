import { changedFields } from '../../audit/audit-entry';
import { courseAuditFields } from '../../audit/course-audit-fields';
import { MATERIAL_FIELDS, type MaterialDetails } from '../../editorial/course-revision';
import { liveMaterial, proposeRevision } from '../../editorial/propose-revision';
import type { Actor } from '../../shared/actor';
import type { Clock } from '../../shared/ports';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { parseCourseDetails, sameOutcomes, type CourseDetailsInput } from '../course-details';
import type { Course } from '../course.entity';
import { requireOwnCourse } from '../own-course';

const sameMaterial = (a: MaterialDetails, b: MaterialDetails) =>
  MATERIAL_FIELDS.every((field) =>
    field === 'learningOutcomes'
      ? sameOutcomes(a.learningOutcomes, b.learningOutcomes)
      : a[field] === b[field],
  );

/**
 * The owner edits their course's details. On an approved course (decision 33) the title,
 * descriptions, "What you'll learn" and image wait for review as its revision while the approved ones stay live;
 * the other fields, the price among them, change at once (a price applies to new checkouts
 * only). The audit log records the fields that changed live, as a price change when the price
 * is among them; an edit that changes nothing records nothing.
 */
export class UpdateOwnCourse {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(courseId: string, input: CourseDetailsInput, actor: Actor | null): Promise<Course> {
    return this.unitOfWork.transaction(async (repositories) => {
      const { owner, course } = await requireOwnCourse(repositories, courseId, actor);
      const reviewed = course.status === 'approved';
      const waiting = reviewed ? await repositories.revisions.findByCourse(course.id) : null;
      // A client that sends no "What you'll learn" keeps the list being edited.
      const outcomes = (waiting?.details ?? course).learningOutcomes;
      const details = parseCourseDetails({
        ...input,
        learningOutcomes: input.learningOutcomes ?? outcomes,
      });
      const before = courseAuditFields(course.toProps());
      const live = liveMaterial(course);
      course.revise(reviewed ? { ...details, ...live } : details);
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
      if (reviewed) {
        const proposed = Object.fromEntries(
          MATERIAL_FIELDS.map((field) => [field, details[field]]),
        ) as MaterialDetails;
        if (waiting || !sameMaterial(proposed, live)) {
          await proposeRevision(repositories, course, { details: proposed }, this.clock.now());
        }
      }
      return course;
    });
  }
}
