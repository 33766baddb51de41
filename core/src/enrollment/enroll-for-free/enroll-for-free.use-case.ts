import { tellInstructorOfStudent } from '../../notifications/notify';
import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import { Money } from '../../shared/money';
import type { Clock, IdGenerator } from '../../shared/ports';
import type { UnitOfWork } from '../../shared/unit-of-work.port';
import { requireUser } from '../../accounts/access';
import type { UserRepository } from '../../accounts/user.repository.port';
import type { CourseRepository } from '../../catalog/course.repository.port';
import { CourseNotForSaleError, PaymentRequiredError } from '../enrollment.errors';
import type { EnrollmentRepository } from '../enrollment.repository.port';
import { NOT_STARTED, type Payment } from '../payment';

export interface FreeEnrollment {
  /** False when the student was already enrolled (a second click): nothing changed. */
  created: boolean;
}

/** A repeated click lost the race to enrol: its transaction rolls back, the first one stands. */
class AlreadyEnrolledInTransaction extends Error {}

/**
 * Enrols a student in a free course at once: no payment intent (the spec opens none for a
 * price of 0), but a $0 payment record all the same, so the enrollment is counted, listed and
 * kept for the books exactly like a paid one, and the welcome e-mail goes out once.
 */
export class EnrollForFree {
  constructor(
    private readonly users: UserRepository,
    private readonly courses: CourseRepository,
    private readonly enrollments: EnrollmentRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(courseId: string, actor: Actor | null): Promise<FreeEnrollment> {
    const student = await requireUser(this.users, actor);
    const course = await this.courses.findById(courseId);
    if (!course) throw new NotFoundError('course');
    if (!course.isPublic) throw new CourseNotForSaleError();
    if (course.price.isPositive()) throw new PaymentRequiredError();
    if (await this.enrollments.isEnrolled(student.email, course.id)) return { created: false };

    const now = this.clock.now();
    const paymentId = this.ids.next();
    const payment: Payment = {
      id: paymentId,
      transactionId: `free_${paymentId}`,
      email: student.email,
      name: student.displayName,
      courseId: course.id,
      courseName: course.name,
      courseImage: course.image,
      instructorName: course.instructor.name,
      amount: Money.cents(0),
      paidAt: now,
    };
    try {
      await this.unitOfWork.transaction(async (repositories) => {
        const { enrollments, courses, outbox } = repositories;
        await enrollments.insertPayment(payment);
        const enrolled = await enrollments.insertEnrollment({
          id: this.ids.next(),
          email: student.email,
          courseId: course.id,
          courseName: course.name,
          courseImage: course.image,
          instructorName: course.instructor.name,
          paymentId,
          enrolledAt: now,
          ...NOT_STARTED,
        });
        if (!enrolled) throw new AlreadyEnrolledInTransaction();
        await courses.incrementEnrollment(course.id);
        await outbox.enqueue({
          kind: 'welcome-to-course',
          to: student.email,
          name: student.displayName,
          courseId: course.id,
          courseName: course.name,
        });
        await tellInstructorOfStudent(repositories, course, 'new-enrollment', student.displayName);
      });
    } catch (error) {
      if (error instanceof AlreadyEnrolledInTransaction) return { created: false };
      throw error;
    }
    return { created: true };
  }
}
