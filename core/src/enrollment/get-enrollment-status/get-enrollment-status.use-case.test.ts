import { describe, expect, it } from 'vitest';
import { aUser, actorOf, anApprovedCourse } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('GetEnrollmentStatus', () => {
  it('tells whether the caller is enrolled, changing nothing', async () => {
    const student = aUser();
    const course = anApprovedCourse({ totalEnrollment: 2 });
    const core = memoryCore();
    await core.given(student, course);

    expect(await core.useCases.getEnrollmentStatus.execute(course.id, actorOf(student))).toBe(
      false,
    );
    await core.pay(student, course.id);
    const after = core.state();
    expect(await core.useCases.getEnrollmentStatus.execute(course.id, actorOf(student))).toBe(true);
    expect(core.state()).toEqual(after);
    expect((await core.store.courses.findById(course.id))?.totalEnrollment).toBe(3);
  });

  it('refuses an unknown course and a visitor', async () => {
    const student = aUser();
    const course = anApprovedCourse();
    const core = memoryCore();
    await core.given(student, course);

    await expect(
      core.useCases.getEnrollmentStatus.execute('no-such-course', actorOf(student)),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(core.useCases.getEnrollmentStatus.execute(course.id, null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});
