import type { LessonDraftInput } from '../src/index';
import { nextNumber } from './sequence';

/** A video lesson of `seconds` seconds from an uploaded asset (see givenLessonAssets). */
export function aVideoDraft(
  overrides: Partial<LessonDraftInput> = {},
  seconds = 100,
): LessonDraftInput {
  const n = nextNumber();
  return {
    title: `Video ${n}`,
    preview: false,
    durationSeconds: seconds,
    content: { kind: 'video', source: { type: 'asset', assetId: `video-${n}` }, captionsUrl: null },
    ...overrides,
  };
}

export function anArticleDraft(overrides: Partial<LessonDraftInput> = {}): LessonDraftInput {
  return {
    title: `Article ${nextNumber()}`,
    preview: false,
    durationSeconds: 300,
    content: { kind: 'article', markdown: '# Heading\n\nSome *text*.' },
    ...overrides,
  };
}

export function aFileDraft(overrides: Partial<LessonDraftInput> = {}): LessonDraftInput {
  const n = nextNumber();
  return {
    title: `Slides ${n}`,
    preview: false,
    durationSeconds: 0,
    content: { kind: 'file', assetId: `slides-${n}`, name: 'slides.pdf' },
    ...overrides,
  };
}

/**
 * A two-question quiz: the first single choice (right: option 1), the second multiple choice
 * (right: options 0 and 2). At the default pass mark of 100% both must be right; at 50%, one.
 */
export function aQuizDraft(
  quiz: { passMark?: number; attemptsLimit?: number | null } = {},
  overrides: Partial<LessonDraftInput> = {},
): LessonDraftInput {
  return {
    title: `Quiz ${nextNumber()}`,
    preview: false,
    durationSeconds: 120,
    content: {
      kind: 'quiz',
      passMark: quiz.passMark ?? 100,
      attemptsLimit: quiz.attemptsLimit === undefined ? 2 : quiz.attemptsLimit,
      questions: [
        {
          prompt: 'Which is a prime?',
          multiple: false,
          options: [
            { text: '4', correct: false },
            { text: '7', correct: true },
            { text: '9', correct: false },
          ],
        },
        {
          prompt: 'Which are even?',
          multiple: true,
          options: [
            { text: '2', correct: true },
            { text: '3', correct: false },
            { text: '8', correct: true },
          ],
        },
      ],
    },
    ...overrides,
  };
}

/** The right answers of aQuizDraft. */
export const RIGHT_ANSWERS = [[1], [0, 2]];
