import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import type { LearningApi, LessonView, Outline, Standing } from '../api/learning-api';
import { PlayerStore } from './player.store';

const standing = (overrides: Partial<Standing> = {}): Standing => ({
  tracked: true,
  status: 'started',
  lastPositionSeconds: 0,
  watchedSeconds: 0,
  watchedPercent: 0,
  completedAt: null,
  attemptsUsed: 0,
  attemptsLeft: null,
  bestScore: null,
  courseProgressPercent: 0,
  ...overrides,
});

const lesson = (id: string, preview = false) => ({
  _id: id,
  title: `Lesson ${id}`,
  kind: 'article' as const,
  preview,
  durationSeconds: 60,
  status: 'not_started' as const,
});

function anOutline(role: Outline['role']): Outline {
  return {
    courseId: 'c1',
    courseName: 'Course',
    role,
    lessonCount: 2,
    totalSeconds: 120,
    sections: [{ _id: 's1', title: 'One', lessons: [lesson('a', true), lesson('b')] }],
    progress:
      role === 'student'
        ? {
            percent: 0,
            completedLessons: 0,
            lastLessonId: null,
            continueLessonId: 'a',
            completedAt: null,
          }
        : null,
  };
}

function aView(id: string, next: string | null): LessonView {
  return {
    courseId: 'c1',
    role: 'student',
    lesson: {
      _id: id,
      sectionId: 's1',
      position: 1,
      title: `Lesson ${id}`,
      kind: 'article',
      preview: false,
      durationSeconds: 60,
      content: { kind: 'article', markdown: 'Text' },
    },
    rule: { kind: 'mark' },
    standing: standing(),
    previousLessonId: null,
    nextLessonId: next,
  };
}

/** A server of two article lessons, a and b, that counts completions. */
function fakeApi(role: Outline['role'] = 'student'): LearningApi & { beats: number } {
  const done = new Set<string>();
  const percent = () => Math.floor((done.size * 100) / 2);
  const api = {
    beats: 0,
    outline: async () => anOutline(role),
    publicOutline: async () => anOutline(null),
    openLesson: async (_: string, id: string) => aView(id, id === 'a' ? 'b' : null),
    media: async () => {
      throw new Error('no media');
    },
    heartbeat: async () => {
      api.beats += 1;
      throw new ApiError(422, 'implausible_heartbeat', 'Too fast');
    },
    complete: async (_: string, id: string) => {
      done.add(id);
      return standing({ status: 'completed', courseProgressPercent: percent() });
    },
    reopen: async (_: string, id: string) => {
      done.delete(id);
      return standing({ courseProgressPercent: percent() });
    },
    attemptQuiz: async () => {
      throw new Error('no quiz');
    },
  };
  return api;
}

async function openAt(api: LearningApi, lessonId: string) {
  const store = new PlayerStore(api);
  await store.loadOutline('c1');
  await store.openLesson(lessonId);
  return store;
}

describe('PlayerStore', () => {
  it('completes a lesson: its tick, the percentage, and the next lesson to open', async () => {
    const store = await openAt(fakeApi(), 'a');
    await expect(store.completeAndContinue()).resolves.toEqual({ lessonId: 'b' });
    expect(store.lessons.find((l) => l._id === 'a')?.status).toBe('completed');
    expect(store.percent).toBe(50);
    expect(store.sectionProgress('s1')).toEqual({ done: 1, total: 2 });
  });

  it('leads to the finish screen when the last lesson completes the course', async () => {
    const api = fakeApi();
    const store = await openAt(api, 'a');
    await store.completeAndContinue();
    await store.openLesson('b');
    await expect(store.completeAndContinue()).resolves.toEqual({ finished: true });
    expect(store.finished).toBe(true);
  });

  it('marks a lesson incomplete again', async () => {
    const store = await openAt(fakeApi(), 'a');
    await store.completeAndContinue();
    await store.markIncomplete();
    expect(store.standing?.status).toBe('started');
    expect(store.lessons.find((l) => l._id === 'a')?.status).toBe('started');
    expect(store.percent).toBe(0);
  });

  it('opens preview lessons only for someone not enrolled', async () => {
    const store = await openAt(fakeApi(null), 'a');
    expect(store.canOpen(store.lessons[0]!)).toBe(true);
    expect(store.canOpen(store.lessons[1]!)).toBe(false);
    expect(store.continueLessonId).toBe('a');
  });

  it('reads the public outline alone for someone known not to take the course', async () => {
    const api = fakeApi('student');
    api.outline = async () => {
      throw new Error('the learner outline was asked for');
    };
    const store = new PlayerStore(api);
    await store.loadOutline('c1', 'public');
    expect(store.outlineStatus).toBe('ready');
    expect(store.role).toBeNull();
    expect(store.opensEverything).toBe(false);
  });

  it('drops a heartbeat the server finds implausible', async () => {
    const api = fakeApi();
    const store = await openAt(api, 'a');
    await expect(store.report('a', { from: 0, to: 5, position: 5 })).resolves.toBeUndefined();
    expect(api.beats).toBe(1);
    expect(store.standing?.watchedSeconds).toBe(0);
  });
});
