import type { Course } from '../catalog/course.entity';
import { Curriculum } from '../learning/curriculum';
import { tellAdmins } from '../notifications/notify';
import type { Repositories } from '../shared/unit-of-work.port';
import {
  CourseRevision,
  MATERIAL_FIELDS,
  type MaterialDetails,
  type ProposedCurriculum,
} from './course-revision';
import { snapshotFields, snapshotSections, type CourseSnapshot } from './course-snapshot';
import { RevisionNotPendingError } from './editorial.errors';

/** The approved course's fields that wait for review, as they are live. */
export function liveMaterial(course: Course): MaterialDetails {
  const props = course.toProps();
  return Object.fromEntries(
    MATERIAL_FIELDS.map((field) => [field, props[field]]),
  ) as MaterialDetails;
}

/**
 * Records a change to an approved course as its pending revision (decision 33): a rejected
 * revision goes back to pending; admins are told when a revision starts waiting.
 */
export async function proposeRevision(
  repositories: Pick<Repositories, 'revisions' | 'users' | 'notifications' | 'outbox'>,
  course: Course,
  update: { details?: MaterialDetails; curriculum?: ProposedCurriculum },
  now: Date,
): Promise<CourseRevision> {
  const existing = await repositories.revisions.findByCourse(course.id);
  const revision = existing ?? CourseRevision.start(course.id, liveMaterial(course), now);
  const waiting = existing?.status === 'pending';
  const before = existing?.version ?? null;
  revision.change(update, now);
  if (!(await repositories.revisions.save(revision, before))) {
    throw new RevisionNotPendingError(true);
  }
  if (!waiting) {
    await tellAdmins(repositories, {
      kind: 'revision-submitted',
      subject: { courseId: course.id, courseName: course.name },
      reason: null,
    });
  }
  return revision;
}

/** The curriculum the owner edits: the revision's while it has one, else the live one. */
export function workingCurriculum(revision: CourseRevision | null, live: Curriculum): Curriculum {
  const proposed = revision?.curriculum;
  return proposed ? Curriculum.restore(live.courseId, proposed.sections, proposed.lessons) : live;
}

/** The approved course as it would be with the revision applied. */
export function proposedSnapshot(
  course: Course,
  revision: CourseRevision,
  live: Curriculum,
): CourseSnapshot {
  const fields = snapshotFields({ ...course.toProps(), ...revision.details });
  return { fields, sections: snapshotSections(workingCurriculum(revision, live)) };
}
