import { describe, expect, it } from 'vitest';
import { aCourse, actorOf, anAdmin, anApprovedInstructor } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('DeleteOwnCourse', () => {
  it.each(['pending', 'rejected'] as const)('deletes an own %s course', async (status) => {
    const owner = anApprovedInstructor();
    const course = aCourse({ by: owner, status });
    const kept = aCourse({ by: owner });
    const core = memoryCore();
    await core.given(owner, course, kept);

    await core.useCases.deleteOwnCourse.execute(course.id, actorOf(owner));

    expect(await core.store.courses.findById(course.id)).toBeNull();
    expect(await core.store.courses.findById(kept.id)).not.toBeNull();
  });

  it('refuses to delete an approved course', async () => {
    const owner = anApprovedInstructor();
    const course = aCourse({ by: owner, status: 'approved' });
    const core = memoryCore();
    await core.given(owner, course);

    await core.expectRefused(
      () => core.useCases.deleteOwnCourse.execute(course.id, actorOf(owner)),
      'course_approved',
    );
  });

  it("answers not found for another instructor's course, an unknown id and to an admin", async () => {
    const owner = anApprovedInstructor();
    const other = anApprovedInstructor();
    const admin = anAdmin();
    const course = aCourse({ by: owner });
    const core = memoryCore();
    await core.given(owner, other, admin, course);

    for (const caller of [other, admin]) {
      await core.expectRefused(
        () => core.useCases.deleteOwnCourse.execute(course.id, actorOf(caller)),
        'not_found',
      );
    }
    await core.expectRefused(
      () => core.useCases.deleteOwnCourse.execute('no-such-course', actorOf(owner)),
      'not_found',
    );
    await core.expectRefused(
      () => core.useCases.deleteOwnCourse.execute(course.id, null),
      'unauthenticated',
    );
  });

  it('records what the course was in the audit log; a refused deletion records nothing', async () => {
    const owner = anApprovedInstructor();
    const course = aCourse({ by: owner, priceCents: 2500 });
    const approved = aCourse({ by: owner, status: 'approved' });
    const core = memoryCore();
    await core.given(owner, course, approved);

    await core.useCases.deleteOwnCourse.execute(course.id, actorOf(owner));
    await expect(
      core.useCases.deleteOwnCourse.execute(approved.id, actorOf(owner)),
    ).rejects.toMatchObject({ code: 'course_approved' });

    expect(core.auditLog()).toEqual([
      {
        kind: 'course-deleted',
        actorId: owner.id,
        subject: { type: 'course', id: course.id },
        before: {
          name: course.name,
          category: course.toProps().category,
          status: 'pending',
          priceCents: 2500,
        },
        after: null,
        at: core.clock.now(),
      },
    ]);
  });
});
