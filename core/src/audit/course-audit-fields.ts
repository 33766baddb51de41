import { plainCourseDetails, type CourseDetails } from '../catalog/course-details';
import type { AuditFields } from './audit-entry';

/** A course's instructor-editable fields as the log keeps them: the price in cents. */
export function courseAuditFields(details: CourseDetails): AuditFields {
  const { learningOutcomes, ...fields } = plainCourseDetails(details);
  // The log keeps plain values: the list as lines.
  return { ...fields, learningOutcomes: learningOutcomes?.join('\n') ?? '' };
}
