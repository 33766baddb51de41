import type { User } from '../accounts/user.entity';
import type { EnrollmentRepository } from '../enrollment/enrollment.repository.port';
import type { Course } from './course.entity';

/**
 * Whether the person sees the course and what hangs on it (its page, its reviews). An approved
 * course shows to everyone; any other (pending, rejected, taken down) to its owner, admins and
 * the students enrolled in it, who keep a course taken down (decision 33).
 */
export async function canSeeCourse(
  enrollments: Pick<EnrollmentRepository, 'isEnrolled'>,
  course: Course,
  viewer: User | null,
): Promise<boolean> {
  if (course.isPublic) return true;
  if (!viewer) return false;
  if (course.isOwnedBy(viewer.email) || viewer.isAdmin) return true;
  return enrollments.isEnrolled(viewer.email, course.id);
}
