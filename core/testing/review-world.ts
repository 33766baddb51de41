import type { Course, Payment, Repositories, UseCases, User } from '../src/index';
import { actorOf } from './actor.mother';
import { anArticleDraft } from './learning.mother';
import { aCourseWithLessons, enroll } from './learning-world';
import { aUser } from './user.mother';

interface Core {
  useCases: UseCases;
  store: Repositories;
  given(...entities: (User | Course)[]): Promise<void>;
}

/**
 * An approved course with two articles, its owner, a student who completed the first one
 * (and so may review), an enrolled student who completed nothing, and a stranger.
 */
export async function aReviewableCourse(core: Core) {
  const world = await aCourseWithLessons(core, [[anArticleDraft(), anArticleDraft()]]);
  await completeFirstLesson(core, world, world.student);
  const beginner = aUser();
  await core.given(beginner);
  await enroll(core.store, world.course, beginner);
  return { ...world, beginner };
}

/** Another student who enrolls and completes the course's first lesson: a new reviewer. */
export async function anotherReviewer(
  core: Core,
  world: { course: Course; lessonIds: string[] },
): Promise<User> {
  const student = aUser();
  await core.given(student);
  await enroll(core.store, world.course, student);
  await completeFirstLesson(core, world, student);
  return student;
}

async function completeFirstLesson(
  core: Core,
  world: { course: Course; lessonIds: string[] },
  student: User,
): Promise<void> {
  await core.useCases.completeLesson.execute(
    world.course.id,
    world.lessonIds[0]!,
    actorOf(student),
  );
}

/** What a test processor lets a test do: settle a payment, and sign an event it sends. */
export interface TestProcessor {
  settle(intentId: string, status: 'succeeded'): void;
  event(body: { id: string; type: string; intentId: string; reference: string }): {
    rawBody: Uint8Array;
    signature: string;
  };
}

/** The student pays for the course through checkout and the processor, as the website does. */
export async function buyCourse(
  core: Core,
  processor: TestProcessor,
  course: Course,
  student: User,
): Promise<Payment> {
  const checkout = await core.useCases.startCheckout.execute(course.id, actorOf(student));
  processor.settle(checkout.intentId, 'succeeded');
  const { payment } = await core.useCases.confirmPayment.execute(
    { transactionId: checkout.intentId, courseId: course.id },
    actorOf(student),
  );
  return payment;
}

/** The processor refunds the payment and tells the school, which reverses it. */
export async function refundAtProcessor(
  core: Core,
  processor: TestProcessor,
  payment: Payment,
): Promise<void> {
  const event = processor.event({
    id: `evt_refund_${payment.id}`,
    type: 'refunded',
    intentId: payment.transactionId,
    reference: `re_${payment.id}`,
  });
  await core.useCases.handlePaymentEvent.execute(event.rawBody, event.signature);
}

/** A new student who buys the course and completes its first lesson: they may review it. */
export async function aPayingReviewer(
  core: Core,
  processor: TestProcessor,
  world: { course: Course; lessonIds: string[] },
): Promise<{ student: User; payment: Payment }> {
  const student = aUser();
  await core.given(student);
  const payment = await buyCourse(core, processor, world.course, student);
  await completeFirstLesson(core, world, student);
  return { student, payment };
}

/** The student, refunded, buys the course again and completes its first lesson anew. */
export async function buyAgain(
  core: Core,
  processor: TestProcessor,
  world: { course: Course; lessonIds: string[] },
  student: User,
): Promise<Payment> {
  const payment = await buyCourse(core, processor, world.course, student);
  await completeFirstLesson(core, world, student);
  return payment;
}
