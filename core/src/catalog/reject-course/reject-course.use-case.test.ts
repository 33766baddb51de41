import { describe, expect, it } from 'vitest';
import { REJECTION, aCourse, actorOf, anAdmin, courseDecisionCases } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('RejectCourse', () => {
  courseDecisionCases(() => memoryCore(), 'rejected');

  it('keeps the decision with its reason and what the course was', async () => {
    const admin = anAdmin();
    const course = aCourse();
    const core = memoryCore();
    await core.given(admin, course);

    await core.useCases.rejectCourse.execute(course.id, REJECTION, actorOf(admin));

    const [decision] = await core.store.decisions.history('course', course.id);
    expect(decision).toMatchObject({
      verdict: 'rejected',
      reason: { text: REJECTION.reason, checklist: [] },
      actorId: admin.id,
      snapshot: { fields: { name: course.name }, sections: [] },
    });
  });

  it('refuses a rejection without a reason, or with items not in the rubric', async () => {
    const admin = anAdmin();
    const course = aCourse();
    const core = memoryCore();
    await core.given(admin, course);

    await core.expectRefused(
      () => core.useCases.rejectCourse.execute(course.id, { reason: '  ' }, actorOf(admin)),
      'validation_failed',
    );
    await core.expectRefused(
      () =>
        core.useCases.rejectCourse.execute(
          course.id,
          { reason: 'Weak', checklist: ['job-title'] },
          actorOf(admin),
        ),
      'validation_failed',
    );
  });
});
