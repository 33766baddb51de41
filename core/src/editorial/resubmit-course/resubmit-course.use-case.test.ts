import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { aCourse, actorOf, anAdmin, anApprovedInstructor } from '../../../testing';

describe('ResubmitCourse', () => {
  it('sends a rejected course back to pending, keeps its history, and tells the admins', async () => {
    const [admin, owner] = [anAdmin(), anApprovedInstructor()];
    const course = aCourse({ by: owner });
    const core = memoryCore();
    await core.given(admin, owner, course);
    await core.useCases.rejectCourse.execute(course.id, { reason: 'Too short' }, actorOf(admin));

    await core.useCases.resubmitCourse.execute(course.id, actorOf(owner));

    expect((await core.store.courses.findById(course.id))?.status).toBe('pending');
    expect(await core.store.decisions.history('course', course.id)).toHaveLength(1);
    const notices = await core.store.notifications.list(admin.id, { page: 1, limit: 5 });
    expect(notices.items.map((notice) => notice.kind)).toEqual(['course-submitted']);
  });

  it('refuses a pending or approved course, and anyone but its owner', async () => {
    const [owner, other] = [anApprovedInstructor(), anApprovedInstructor()];
    const pending = aCourse({ by: owner });
    const approved = aCourse({ by: owner, status: 'approved' });
    const rejected = aCourse({ by: owner, status: 'rejected' });
    const core = memoryCore();
    await core.given(owner, other, pending, approved, rejected);
    for (const course of [pending, approved]) {
      await core.expectRefused(
        () => core.useCases.resubmitCourse.execute(course.id, actorOf(owner)),
        'course_not_rejected',
      );
    }
    await core.expectRefused(
      () => core.useCases.resubmitCourse.execute(rejected.id, actorOf(other)),
      'not_found',
    );
  });
});
