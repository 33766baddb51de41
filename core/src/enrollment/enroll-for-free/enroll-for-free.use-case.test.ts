import { describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/actor';
import { aUser, actorOf, anApprovedCourse, aCourse } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('EnrollForFree', () => {
  it('enrols at once with a $0 payment, counts it and welcomes the student', async () => {
    const student = aUser();
    const course = anApprovedCourse({ priceCents: 0 });
    const core = memoryCore();
    await core.given(student, course);

    const outcome = await core.useCases.enrollForFree.execute(course.id, actorOf(student));

    expect(outcome).toEqual({ created: true });
    expect(await core.store.enrollments.isEnrolled(student.email, course.id)).toBe(true);
    const [payment] = await core.store.enrollments.paymentsOf(student.email);
    expect(payment?.amount.cents).toBe(0);
    expect(payment?.transactionId).toMatch(/^free_/);
    const counted = await core.store.courses.findById(course.id);
    expect(counted?.toProps().totalEnrollment).toBe(course.toProps().totalEnrollment + 1);
    expect(core.outbox().map((message) => message.kind)).toEqual(['welcome-to-course']);
    expect(core.state().intents).toBe(0);
  });

  it('enrols once when the student clicks several times at once', async () => {
    const student = aUser();
    const course = anApprovedCourse({ priceCents: 0 });
    const core = memoryCore();
    await core.given(student, course);

    const outcomes = await Promise.all(
      Array.from({ length: 3 }, () =>
        core.useCases.enrollForFree.execute(course.id, actorOf(student)),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.created)).toHaveLength(1);
    expect(await core.store.enrollments.enrollmentsOf(student.email)).toHaveLength(1);
    expect(await core.store.enrollments.paymentsOf(student.email)).toHaveLength(1);
    expect(core.outbox()).toHaveLength(1);
  });

  it('refuses a priced or unapproved course and a visitor, changing nothing', async () => {
    const student = aUser();
    const priced = anApprovedCourse({ priceCents: 1999 });
    const pending = aCourse({ priceCents: 0 });
    const core = memoryCore();
    await core.given(student, priced, pending);
    const before = core.state();

    const enrol = (courseId: string, actor: Actor | null = actorOf(student)) =>
      core.useCases.enrollForFree.execute(courseId, actor);
    await expect(enrol(priced.id)).rejects.toMatchObject({ code: 'payment_required' });
    await expect(enrol(pending.id)).rejects.toMatchObject({ code: 'course_not_for_sale' });
    await expect(enrol('missing')).rejects.toMatchObject({ code: 'not_found' });
    await expect(enrol(priced.id, null)).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(core.state()).toEqual(before);
  });
});
