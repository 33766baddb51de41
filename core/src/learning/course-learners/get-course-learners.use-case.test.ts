import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import {
  aCourseWithLessons,
  aUser,
  actorOf,
  anAdmin,
  anApprovedInstructor,
  anArticleDraft,
  enroll,
} from '../../../testing';

describe('GetCourseLearners', () => {
  async function aCourseTakenByTwo() {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [[anArticleDraft(), anArticleDraft()]]);
    const classmate = aUser();
    await core.given(classmate);
    await enroll(core.store, world.course, classmate);
    for (const lessonId of world.lessonIds) {
      await core.useCases.completeLesson.execute(world.course.id, lessonId, actorOf(world.student));
    }
    await core.useCases.completeLesson.execute(
      world.course.id,
      world.lessonIds[0]!,
      actorOf(classmate),
    );
    return { core, world, classmate };
  }

  it('gives the owner the completion rate, the drop-off by lesson and the students', async () => {
    const { core, world, classmate } = await aCourseTakenByTwo();

    const learners = await core.useCases.getCourseLearners.execute(
      world.course.id,
      { page: 1, limit: 10 },
      actorOf(world.owner),
    );

    expect(learners).toMatchObject({ enrolled: 2, completed: 1, completionRate: 50 });
    expect(learners.lessons).toEqual([
      { lessonId: world.lessonIds[0], title: expect.any(String), completed: 2, percent: 100 },
      { lessonId: world.lessonIds[1], title: expect.any(String), completed: 1, percent: 50 },
    ]);
    expect(learners.students.total).toBe(2);
    const byEmail = new Map(learners.students.items.map((row) => [row.email, row]));
    expect(byEmail.get(world.student.email)).toMatchObject({
      name: world.student.displayName,
      progressPercent: 100,
      lastActivityAt: expect.any(Date),
    });
    expect(byEmail.get(classmate.email)?.progressPercent).toBe(50);
  });

  it('filters and searches the students only: the figures still cover every student', async () => {
    const { core, world, classmate } = await aCourseTakenByTwo();
    const learners = await core.useCases.getCourseLearners.execute(
      world.course.id,
      { text: `  ${classmate.email.toUpperCase()}  `, state: 'in-progress', sort: 'name' },
      actorOf(world.owner),
    );
    expect(learners).toMatchObject({ enrolled: 2, completed: 1, completionRate: 50 });
    expect(learners.lessons.map((lesson) => lesson.completed)).toEqual([2, 1]);
    expect(learners.students.items.map((row) => row.email)).toEqual([classmate.email]);
    const completed = await core.useCases.getCourseLearners.execute(
      world.course.id,
      { state: 'completed' },
      actorOf(world.owner),
    );
    expect(completed.students.items.map((row) => row.email)).toEqual([world.student.email]);
  });

  it('answers zeros for a course nobody took, and pages the students', async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [[anArticleDraft()]]);
    const empty = await core.useCases.getCourseLearners.execute(
      world.course.id,
      { page: 2, limit: 1 },
      actorOf(world.owner),
    );
    expect(empty).toMatchObject({ enrolled: 1, completed: 0, completionRate: 0 });
    expect(empty.lessons[0]).toMatchObject({ completed: 0, percent: 0 });
    expect(empty.students).toMatchObject({ items: [], total: 1, page: 2 });
  });

  it('is for the owner and admins; others are told the course does not exist', async () => {
    const { core, world } = await aCourseTakenByTwo();
    const admin = anAdmin();
    const otherInstructor = anApprovedInstructor();
    await core.given(admin, otherInstructor);
    const ask = (actor: Parameters<typeof actorOf>[0] | null) =>
      core.useCases.getCourseLearners.execute(world.course.id, {}, actor && actorOf(actor));

    expect((await ask(admin)).enrolled).toBe(2);
    for (const caller of [world.student, world.stranger, otherInstructor]) {
      await expect(ask(caller)).rejects.toMatchObject({ code: 'not_found' });
    }
    await expect(ask(null)).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(
      core.useCases.getCourseLearners.execute(world.course.id, { limit: 51 }, actorOf(world.owner)),
    ).rejects.toMatchObject({ code: 'validation_failed' });
  });
});
