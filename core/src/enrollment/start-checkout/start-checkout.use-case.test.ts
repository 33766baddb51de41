import { describe, expect, it } from 'vitest';
import { aCourse, aUser, actorOf, anApprovedCourse } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('StartCheckout', () => {
  it("opens an intent for the course's stored price, tagged with course and student", async () => {
    const student = aUser();
    const course = anApprovedCourse({ priceCents: 4999 });
    const core = memoryCore();
    await core.given(student, course);

    const checkout = await core.useCases.startCheckout.execute(course.id, actorOf(student));

    expect(checkout.amount.cents).toBe(4999);
    expect(checkout.clientSecret).toEqual(expect.any(String));
    const intent = await core.gateway.retrieveIntent(checkout.intentId);
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      currency: 'usd',
      metadata: { courseId: course.id, email: student.email },
    });
    expect(intent?.amount.cents).toBe(4999);
  });

  it('reuses one intent when the student clicks again', async () => {
    const student = aUser();
    const course = anApprovedCourse();
    const core = memoryCore();
    await core.given(student, course);

    const runs = await Promise.all(
      Array.from({ length: 3 }, () =>
        core.useCases.startCheckout.execute(course.id, actorOf(student)),
      ),
    );
    const again = await core.useCases.startCheckout.execute(course.id, actorOf(student));

    expect(new Set([...runs, again].map((run) => run.intentId)).size).toBe(1);
    expect(core.gateway.intentCount).toBe(1);
  });

  it('opens separate intents for separate students', async () => {
    const first = aUser();
    const second = aUser();
    const course = anApprovedCourse();
    const core = memoryCore();
    await core.given(first, second, course);

    const a = await core.useCases.startCheckout.execute(course.id, actorOf(first));
    const b = await core.useCases.startCheckout.execute(course.id, actorOf(second));

    expect(a.intentId).not.toBe(b.intentId);
  });

  it('refuses, opening nothing, a course priced below the smallest card charge', async () => {
    const student = aUser();
    // Stored before the rule: a price no card can pay is refused here, not by the processor.
    const course = anApprovedCourse({ priceCents: 49 });
    const core = memoryCore();
    await core.given(student, course);

    await core.expectRefused(
      () => core.useCases.startCheckout.execute(course.id, actorOf(student)),
      'course_not_for_sale',
    );
    await expect(
      core.useCases.startCheckout.execute(course.id, actorOf(student)),
    ).rejects.toMatchObject({
      message: "This course's price is below the smallest amount a card can be charged ($0.50).",
    });
    expect(core.gateway.intentCount).toBe(0);
  });

  it('asks for no payment when the course is free', async () => {
    const student = aUser();
    const course = anApprovedCourse({ priceCents: 0 });
    const core = memoryCore();
    await core.given(student, course);

    await core.expectRefused(
      () => core.useCases.startCheckout.execute(course.id, actorOf(student)),
      'no_payment_required',
    );
  });

  it('refuses a student who is already enrolled', async () => {
    const student = aUser();
    const course = anApprovedCourse();
    const core = memoryCore();
    await core.given(student, course);
    await core.pay(student, course.id);

    await core.expectRefused(
      () => core.useCases.startCheckout.execute(course.id, actorOf(student)),
      'already_enrolled',
    );
  });

  it.each(['pending', 'rejected'] as const)('refuses to sell a %s course', async (status) => {
    const student = aUser();
    const course = aCourse({ status });
    const core = memoryCore();
    await core.given(student, course);

    await core.expectRefused(
      () => core.useCases.startCheckout.execute(course.id, actorOf(student)),
      'course_not_for_sale',
    );
  });

  it('refuses an unknown course and a visitor', async () => {
    const student = aUser();
    const course = anApprovedCourse();
    const core = memoryCore();
    await core.given(student, course);

    await core.expectRefused(
      () => core.useCases.startCheckout.execute('no-such-course', actorOf(student)),
      'not_found',
    );
    await core.expectRefused(
      () => core.useCases.startCheckout.execute(course.id, null),
      'unauthenticated',
    );
  });
});
