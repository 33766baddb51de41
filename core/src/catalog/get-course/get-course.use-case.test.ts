import { describe, expect, it } from 'vitest';
import {
  aCourse,
  aUser,
  actorOf,
  anAdmin,
  anApprovedCourse,
  anApprovedInstructor,
} from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('GetCourse', () => {
  it('shows an approved course to any signed-in user', async () => {
    const student = aUser();
    const course = anApprovedCourse();
    const core = memoryCore();
    await core.given(student, course);

    const found = await core.useCases.getCourse.execute(course.id, actorOf(student));

    expect(found.toProps()).toEqual(course.toProps());
  });

  it.each(['pending', 'rejected'] as const)(
    'shows a %s course to its owner and admins only',
    async (status) => {
      const owner = anApprovedInstructor();
      const admin = anAdmin();
      const student = aUser();
      const other = anApprovedInstructor();
      const course = aCourse({ by: owner, status });
      const core = memoryCore();
      await core.given(owner, admin, student, other, course);

      expect((await core.useCases.getCourse.execute(course.id, actorOf(owner))).id).toBe(course.id);
      expect((await core.useCases.getCourse.execute(course.id, actorOf(admin))).id).toBe(course.id);
      for (const caller of [student, other]) {
        await expect(
          core.useCases.getCourse.execute(course.id, actorOf(caller)),
        ).rejects.toMatchObject({ code: 'not_found' });
      }
    },
  );

  it('needs a signed-in user and a known id', async () => {
    const student = aUser();
    const course = anApprovedCourse();
    const core = memoryCore();
    await core.given(student, course);

    await expect(core.useCases.getCourse.execute(course.id, null)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    await expect(
      core.useCases.getCourse.execute('no-such-course', actorOf(student)),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});
