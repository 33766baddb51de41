import { describe, expect, it } from 'vitest';
import { aUser, actorOf, anAdmin, anApprovedCourse, anApprovedInstructor } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('GetCourseFigures', () => {
  it('counts enrollments and revenue and tells when the last student enrolled', async () => {
    const owner = anApprovedInstructor();
    const course = anApprovedCourse({ by: owner, priceCents: 2500 });
    const first = aUser();
    const second = aUser();
    const core = memoryCore();
    await core.given(owner, course, first, second);
    await core.pay(first, course.id);
    core.clock.advance(60_000);
    await core.pay(second, course.id);

    const { course: read, figures } = await core.useCases.getCourseFigures.execute(
      course.id,
      actorOf(owner),
    );

    expect(read.totalEnrollment).toBe(2);
    expect(figures.enrollments).toBe(2);
    expect(figures.revenue.cents).toBe(5000);
    expect(figures.lastEnrolledAt).toEqual(core.clock.now());
  });

  it('shows zero figures for a course nobody bought', async () => {
    const owner = anApprovedInstructor();
    const course = anApprovedCourse({ by: owner });
    const core = memoryCore();
    await core.given(owner, course);

    const { figures } = await core.useCases.getCourseFigures.execute(course.id, actorOf(owner));

    expect(figures).toMatchObject({ enrollments: 0, lastEnrolledAt: null });
    expect(figures.revenue.cents).toBe(0);
  });

  it('is for the owner and admins: others get not found', async () => {
    const owner = anApprovedInstructor();
    const admin = anAdmin();
    const other = anApprovedInstructor();
    const course = anApprovedCourse({ by: owner });
    const core = memoryCore();
    await core.given(owner, admin, other, course);

    await expect(
      core.useCases.getCourseFigures.execute(course.id, actorOf(admin)),
    ).resolves.toBeDefined();
    await expect(
      core.useCases.getCourseFigures.execute(course.id, actorOf(other)),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      core.useCases.getCourseFigures.execute('no-such-course', actorOf(owner)),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(core.useCases.getCourseFigures.execute(course.id, null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });
});
