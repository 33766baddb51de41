import type { Course, EnrollmentOutcome, User } from '../src/index';
import { anApprovedCourse } from './course.mother';
import { aUser, anAdmin } from './user.mother';

interface Core {
  given(...entities: (User | Course)[]): Promise<void>;
  pay(student: User, courseId: string): Promise<EnrollmentOutcome>;
  clock: { advance(ms: number): void };
}

/**
 * A student who paid for two approved courses, a second later for the second one; another
 * student who paid for the first; and an admin.
 */
export async function aStudentWithTwoPayments(core: Core) {
  const student = aUser();
  const admin = anAdmin();
  const other = aUser();
  const first = anApprovedCourse();
  const second = anApprovedCourse();
  await core.given(student, admin, other, first, second);
  await core.pay(student, first.id);
  core.clock.advance(1000);
  await core.pay(student, second.id);
  await core.pay(other, first.id);
  return { student, admin, other, first, second };
}
