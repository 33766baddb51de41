import { z } from 'zod';

// The curriculum builder's and the player's answers.

const dateTime = z.iso.datetime();
const count = z.int().min(0);
const percent = z.int().min(0).max(100);
const kind = z.enum(['video', 'article', 'quiz', 'file']).meta({ id: 'LessonKind' });

const videoWire = z.strictObject({
  kind: z.literal('video'),
  source: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('asset'), assetId: z.string() }),
    z.strictObject({ type: z.literal('link'), url: z.string() }),
  ]),
  captionsUrl: z.string().nullable(),
});
const articleWire = z.strictObject({ kind: z.literal('article'), markdown: z.string() });
const fileWire = z.strictObject({ kind: z.literal('file'), assetId: z.string(), name: z.string() });
const quizSettings = {
  kind: z.literal('quiz'),
  passMark: percent,
  attemptsLimit: z.int().min(1).nullable(),
};

/** A quiz with its answer key: for the owner and admins only. */
const quizWire = z.strictObject({
  ...quizSettings,
  questions: z.array(
    z.strictObject({
      prompt: z.string(),
      multiple: z.boolean(),
      options: z.array(z.strictObject({ text: z.string(), correct: z.boolean() })),
    }),
  ),
});

/** A quiz as a student receives it: the options' texts, never which are right. */
const studentQuizWire = z.strictObject({
  ...quizSettings,
  questions: z.array(
    z.strictObject({ prompt: z.string(), multiple: z.boolean(), options: z.array(z.string()) }),
  ),
});

const lessonFields = {
  _id: z.string(),
  sectionId: z.string(),
  position: z.int().min(1),
  title: z.string(),
  kind,
  preview: z.boolean(),
  durationSeconds: count,
};

export const builderLessonWire = z
  .strictObject({
    ...lessonFields,
    content: z.discriminatedUnion('kind', [videoWire, articleWire, quizWire, fileWire]),
  })
  .meta({ id: 'BuilderLesson' });

export const curriculumWire = z
  .strictObject({
    courseId: z.string(),
    lessonCount: count,
    totalSeconds: count,
    sections: z.array(
      z.strictObject({
        _id: z.string(),
        position: z.int().min(1),
        title: z.string(),
        lessons: z.array(builderLessonWire),
      }),
    ),
  })
  .meta({ id: 'Curriculum' });

/** What every curriculum write answers: the whole curriculum, and the id a create made. */
export const curriculumChangeWire = z
  .strictObject({ insertedId: z.string().optional(), curriculum: curriculumWire })
  .meta({ id: 'CurriculumChange' });

const lessonStatus = z.enum(['not_started', 'started', 'completed']).meta({ id: 'LessonStatus' });
const learnerRole = z
  .enum(['student', 'owner', 'admin', 'visitor'])
  .meta({ id: 'LearnerRole', description: "Only a student's progress is recorded" });

export const outlineWire = z
  .strictObject({
    courseId: z.string(),
    courseName: z.string(),
    role: learnerRole.nullable(),
    lessonCount: count,
    totalSeconds: count,
    sections: z.array(
      z.strictObject({
        _id: z.string(),
        title: z.string(),
        lessons: z.array(
          z.strictObject({
            _id: z.string(),
            title: z.string(),
            kind,
            preview: z.boolean(),
            durationSeconds: count,
            status: lessonStatus,
          }),
        ),
      }),
    ),
    progress: z
      .strictObject({
        percent,
        completedLessons: count,
        lastLessonId: z.string().nullable(),
        continueLessonId: z.string().nullable(),
        completedAt: dateTime.nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'CourseOutline' });

export const standingWire = z
  .strictObject({
    tracked: z.boolean().meta({ description: 'False: nothing is recorded for this caller' }),
    status: lessonStatus,
    lastPositionSeconds: count,
    watchedSeconds: count,
    watchedPercent: percent,
    completedAt: dateTime.nullable(),
    attemptsUsed: count,
    attemptsLeft: count.nullable(),
    bestScore: percent.nullable(),
    courseProgressPercent: percent.nullable(),
  })
  .meta({ id: 'LessonStanding' });

export const completionRuleWire = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('watch'), percent }),
    z
      .strictObject({ kind: z.literal('confirm') })
      .meta({ description: 'A YouTube or Vimeo video: completed on the student’s word' }),
    z.strictObject({ kind: z.literal('mark') }),
    z.strictObject({
      kind: z.literal('pass'),
      passMark: percent,
      attemptsLimit: z.int().min(1).nullable(),
    }),
  ])
  .meta({ id: 'CompletionRule' });

export const lessonViewWire = z
  .strictObject({
    courseId: z.string(),
    role: learnerRole,
    lesson: z.strictObject({
      ...lessonFields,
      content: z.discriminatedUnion('kind', [videoWire, articleWire, studentQuizWire, fileWire]),
    }),
    rule: completionRuleWire,
    standing: standingWire,
    previousLessonId: z.string().nullable(),
    nextLessonId: z.string().nullable(),
  })
  .meta({ id: 'LessonView' });

export const quizResultWire = z
  .strictObject({
    score: percent,
    passed: z.boolean(),
    attempt: z.int().min(1).nullable().meta({ description: 'Null when nothing was recorded' }),
    standing: standingWire,
  })
  .meta({ id: 'QuizResult' });

/** A course's students and how far they got, for its owner's details page (or an admin). */
export const courseLearnersWire = z
  .strictObject({
    courseId: z.string(),
    enrolled: count,
    completed: count.meta({ description: 'Students who reached 100%' }),
    completionRate: percent.meta({ description: 'Whole percent of the enrolled who completed' }),
    lessons: z
      .array(
        z.strictObject({
          _id: z.string(),
          title: z.string(),
          completed: count,
          percent: percent.meta({ description: 'Whole percent of the enrolled students' }),
        }),
      )
      .meta({ description: 'Every lesson in curriculum order: the drop-off' }),
    students: z.array(
      z.strictObject({
        _id: z.string().meta({ description: 'The enrollment' }),
        name: z.string(),
        progressPercent: percent,
        enrolledAt: dateTime,
        completedAt: dateTime.nullable(),
        lastActivityAt: dateTime
          .nullable()
          .meta({ description: 'Newest lesson opened, watched or completed' }),
      }),
    ),
    total: count.meta({ description: 'Students in all pages' }),
    page: z.int().min(1),
  })
  .meta({ id: 'CourseLearners' });

export type CurriculumWire = z.infer<typeof curriculumWire>;
export type CourseLearnersWire = z.infer<typeof courseLearnersWire>;
export type CurriculumChangeWire = z.infer<typeof curriculumChangeWire>;
export type OutlineWire = z.infer<typeof outlineWire>;
export type LessonViewWire = z.infer<typeof lessonViewWire>;
export type StandingWire = z.infer<typeof standingWire>;
export type QuizResultWire = z.infer<typeof quizResultWire>;
