import { z } from 'zod';
import { LESSON_LIMITS } from '@classroom/core/lesson-limits';
import { httpUrl, id, requiredText } from '../fields';

// The curriculum builder's and the player's requests (decision 27).

const title = (label: string) => requiredText(label, LESSON_LIMITS.title);
const seconds = (label: string, min = 0) =>
  z
    .int({ error: `${label} must be a whole number of seconds` })
    .min(min, {
      error: `${label} must be from ${min} to ${LESSON_LIMITS.maxDurationSeconds} seconds`,
    })
    .max(LESSON_LIMITS.maxDurationSeconds, {
      error: `${label} must be from ${min} to ${LESSON_LIMITS.maxDurationSeconds} seconds`,
    });
const assetId = (label: string) => requiredText(label, LESSON_LIMITS.assetId);

const videoContent = z.strictObject({
  kind: z.literal('video'),
  source: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('asset'), assetId: assetId('Video') }),
    z.strictObject({
      type: z.literal('link'),
      url: httpUrl('Video link').meta({ description: 'A YouTube or Vimeo https:// address' }),
    }),
  ]),
  captionsUrl: httpUrl('Captions URL').nullable().meta({ description: 'A WebVTT file' }),
});

const articleContent = z.strictObject({
  kind: z.literal('article'),
  markdown: requiredText('Article', LESSON_LIMITS.markdown),
});

const quizContent = z.strictObject({
  kind: z.literal('quiz'),
  questions: z
    .array(
      z.strictObject({
        prompt: requiredText('Question', LESSON_LIMITS.prompt),
        multiple: z.boolean(),
        options: z
          .array(
            z.strictObject({
              text: requiredText('Option', LESSON_LIMITS.optionText),
              correct: z.boolean(),
            }),
          )
          .min(LESSON_LIMITS.minOptions)
          .max(LESSON_LIMITS.maxOptions),
      }),
    )
    .min(1)
    .max(LESSON_LIMITS.maxQuestions),
  passMark: z.int().min(1).max(100).meta({ description: 'Percent' }),
  attemptsLimit: z.int().min(1).max(LESSON_LIMITS.maxAttempts).nullable(),
});

const fileContent = z.strictObject({
  kind: z.literal('file'),
  assetId: assetId('File'),
  name: requiredText('File name', LESSON_LIMITS.fileName),
});

/** POST and PATCH of a section. */
export const sectionBody = z.strictObject({ title: title('Section title') });

/** A lesson as the instructor writes it: the quiz's answer key included. */
export const lessonBody = z
  .strictObject({
    title: title('Lesson title'),
    preview: z.boolean(),
    durationSeconds: seconds('Duration'),
    content: z.discriminatedUnion('kind', [videoContent, articleContent, quizContent, fileContent]),
  })
  .meta({ id: 'LessonInput' });

export const previewBody = z.strictObject({ preview: z.boolean() });

/** The whole curriculum's new order: every section, each with every one of its lessons. */
export const curriculumOrderBody = z.strictObject({
  sections: z.array(z.strictObject({ _id: id, lessons: z.array(id).max(1000) })).max(1000),
});

/** The seconds of video watched since the previous report, [from, to), and the position now. */
export const heartbeatBody = z.strictObject({
  from: seconds('from'),
  to: seconds('to', 1),
  position: z.number().min(0).max(LESSON_LIMITS.maxDurationSeconds),
});

/** For each question in order, the indexes of the options chosen. */
export const quizAttemptBody = z.strictObject({
  answers: z
    .array(
      z
        .array(
          z
            .int()
            .min(0)
            .max(LESSON_LIMITS.maxOptions - 1),
        )
        .max(LESSON_LIMITS.maxOptions),
    )
    .max(LESSON_LIMITS.maxQuestions),
});

const courseId = id.meta({ description: "The course's id" });
export const courseParams = z.strictObject({ id: courseId });
export const sectionParams = z.strictObject({ id: courseId, sectionId: id });
export const lessonParams = z.strictObject({ id: courseId, lessonId: id });

export type LessonBody = z.input<typeof lessonBody>;
export type CurriculumOrderBody = z.input<typeof curriculumOrderBody>;
export type HeartbeatBody = z.input<typeof heartbeatBody>;
export type QuizAttemptBody = z.input<typeof quizAttemptBody>;
