import { plainCourseDetails, type CourseDetails } from '../catalog/course-details';
import type { AuditFields } from './audit-entry';

/** A course's instructor-editable fields as the log keeps them: the price in cents. */
export function courseAuditFields(details: CourseDetails): AuditFields {
  return { ...plainCourseDetails(details) };
}
