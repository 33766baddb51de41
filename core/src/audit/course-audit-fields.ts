import type { CourseDetails } from '../catalog/course-details';
import type { AuditFields } from './audit-entry';

/** A course's instructor-editable fields as the log keeps them: the price in cents. */
export function courseAuditFields(details: CourseDetails): AuditFields {
  return {
    name: details.name,
    category: details.category,
    language: details.language,
    certificate: details.certificate,
    lectures: details.lectures,
    image: details.image,
    priceCents: details.price.cents,
    shortDescription: details.shortDescription,
    detailedDescription: details.detailedDescription,
  };
}
