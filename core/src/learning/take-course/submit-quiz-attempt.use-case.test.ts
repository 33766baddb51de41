import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import {
  RIGHT_ANSWERS,
  aCourseWithLessons,
  aQuizDraft,
  actorOf,
  anAdmin,
  anArticleDraft,
} from '../../../testing';

async function quizCourse(quiz: Parameters<typeof aQuizDraft>[0] = {}, preview = false) {
  const core = memoryCore();
  const world = await aCourseWithLessons(core, [[aQuizDraft(quiz, { preview }), anArticleDraft()]]);
  const answer = (answers: number[][], who = world.student) =>
    core.useCases.submitQuizAttempt.execute(
      world.course.id,
      world.lessonIds[0]!,
      answers,
      actorOf(who),
    );
  return { core, world, answer };
}

describe('SubmitQuizAttempt', () => {
  it('grades on the server and completes the lesson on a pass', async () => {
    const { answer } = await quizCourse();
    const result = await answer(RIGHT_ANSWERS);
    expect(result).toMatchObject({ score: 100, passed: true, number: 1 });
    expect(result.standing).toMatchObject({
      status: 'completed',
      attemptsUsed: 1,
      attemptsLeft: 1,
      bestScore: 100,
      courseProgressPercent: 50,
    });
  });

  it('counts a question right only when exactly its right options are chosen', async () => {
    const { answer } = await quizCourse({ passMark: 50, attemptsLimit: null });
    expect(await answer([[1], [0]])).toMatchObject({ score: 50, passed: true });
    expect(await answer([[0], [0, 1, 2]])).toMatchObject({ score: 0, passed: false });
  });

  it('refuses attempts over the limit, changing nothing', async () => {
    const { core, answer } = await quizCourse({ attemptsLimit: 2 });
    expect((await answer([[0], [1]])).passed).toBe(false);
    const second = await answer([[0], [1]]);
    expect(second.standing).toMatchObject({ status: 'started', attemptsLeft: 0 });
    await core.expectRefused(() => answer(RIGHT_ANSWERS), 'quiz_attempts_exhausted');
  });

  it('refuses answers that do not fit the questions', async () => {
    const { core, answer } = await quizCourse();
    await core.expectRefused(() => answer([[1]]), 'validation_failed');
    await core.expectRefused(() => answer([[0, 1], [0]]), 'validation_failed');
    await core.expectRefused(() => answer([[7], [0]]), 'validation_failed');
  });

  it('completes a reopened quiz on request once an attempt has passed', async () => {
    const { core, world, answer } = await quizCourse();
    const as = actorOf(world.student);
    await core.expectRefused(
      () => core.useCases.completeLesson.execute(world.course.id, world.lessonIds[0]!, as),
      'lesson_rule_not_met',
    );
    await answer(RIGHT_ANSWERS);
    await core.useCases.markLessonIncomplete.execute(world.course.id, world.lessonIds[0]!, as);
    const again = await core.useCases.completeLesson.execute(
      world.course.id,
      world.lessonIds[0]!,
      as,
    );
    expect(again.status).toBe('completed');
  });

  it('never shows the answer key to a student', async () => {
    const { core, world } = await quizCourse();
    const view = await core.useCases.openLesson.execute(
      world.course.id,
      world.lessonIds[0]!,
      actorOf(world.student),
    );
    expect(JSON.stringify(view)).not.toMatch(/correct/);
    expect(view.lesson.content).toMatchObject({
      kind: 'quiz',
      questions: [
        { prompt: 'Which is a prime?', multiple: false, options: ['4', '7', '9'] },
        expect.anything(),
      ],
    });
  });

  it('refuses someone not enrolled, in a preview quiz too, changing nothing', async () => {
    for (const preview of [false, true]) {
      const { core, world, answer } = await quizCourse({}, preview);
      const before = core.state();
      // A preview shows the questions; grading them would let anyone try answers unlimited.
      await core.expectRefused(() => answer(RIGHT_ANSWERS, world.stranger), 'forbidden');
      expect(core.state()).toEqual(before);
    }
  });

  it('grades the owner and an admin as a student would, without recording it', async () => {
    const { core, world, answer } = await quizCourse({ attemptsLimit: 1 });
    const admin = anAdmin();
    await core.given(admin);
    const before = core.state();
    for (const who of [world.owner, admin, world.owner]) {
      expect(await answer(RIGHT_ANSWERS, who)).toMatchObject({ passed: true, number: null });
    }
    expect(core.state()).toEqual(before);
  });
});
