import { z } from 'zod';
import { courseWire, instructorStatusWire, userWire } from './answers';
import { NOTIFICATION_KINDS, RUBRIC_ITEM_IDS } from './editorial';
import { auditEntryWire } from './audit';

const dateTime = z.iso.datetime();
const count = z.int().min(0);

export const decisionWire = z
  .strictObject({
    _id: z.string(),
    subject: z.enum(['course', 'revision', 'application']),
    verdict: z.enum(['approved', 'rejected', 'unpublished']),
    reason: z.string().nullable().meta({ description: "The admin's words; null for an approval" }),
    checklist: z.array(z.enum(RUBRIC_ITEM_IDS)),
    at: dateTime,
  })
  .meta({ id: 'Decision' });

/** The caller's own instructor application: where it stands and the admin's last word. */
export const ownApplicationWire = z
  .strictObject({
    status: instructorStatusWire,
    lastDecision: decisionWire
      .nullable()
      .meta({ description: 'The newest decision; a rejection carries the reason' }),
  })
  .meta({ id: 'OwnApplication' });

/** What the dashboards' tables add to a course: where its review stands and why. */
export const courseReviewStateWire = z
  .strictObject({
    state: z.enum(['pending', 'approved', 'rejected', 'unpublished']),
    lastDecision: decisionWire.nullable(),
  })
  .meta({ id: 'CourseReviewState' });

export const tableCourseWire = z
  .strictObject({ ...courseWire.shape, review: courseReviewStateWire })
  .meta({ id: 'TableCourse' });

export const tableUserWire = z
  .strictObject({
    ...userWire.shape,
    suspended: z.boolean(),
    lastDecision: decisionWire.nullable(),
  })
  .meta({ id: 'TableUser' });

const snapshotLesson = z.strictObject({
  id: z.string(),
  title: z.string(),
  kind: z.enum(['video', 'article', 'quiz', 'file']),
  preview: z.boolean(),
  durationSeconds: count,
  contentHash: z.string(),
});

export const courseSnapshotWire = z
  .strictObject({
    fields: z.strictObject({
      name: z.string(),
      category: z.string(),
      language: z.string(),
      certificate: z.boolean(),
      lectures: count,
      image: z.string(),
      priceCents: count,
      shortDescription: z.string(),
      detailedDescription: z.string(),
      learningOutcomes: z.string().meta({ description: "What you'll learn, one item a line" }),
    }),
    sections: z.array(
      z.strictObject({ id: z.string(), title: z.string(), lessons: z.array(snapshotLesson) }),
    ),
  })
  .meta({ id: 'CourseSnapshot' });

const fieldValue = z.union([z.string(), z.number(), z.boolean()]);

export const curriculumDiffWire = z
  .strictObject({
    kind: z.enum([
      'section-added',
      'section-removed',
      'section-renamed',
      'section-moved',
      'lesson-added',
      'lesson-removed',
      'lesson-renamed',
      'lesson-changed',
      'lesson-moved',
    ]),
    section: z.string(),
    lesson: z.string().optional(),
    before: z.string().optional(),
    from: z.union([z.string(), z.int()]).optional(),
    to: z.union([z.string(), z.int()]).optional(),
    what: z.array(z.enum(['content', 'kind', 'duration', 'preview'])).optional(),
  })
  .meta({ id: 'CurriculumDiff' });

export const courseReviewWire = z
  .strictObject({
    course: tableCourseWire,
    revision: z
      .strictObject({
        status: z.enum(['pending', 'rejected']),
        version: count,
        updatedAt: dateTime,
      })
      .nullable(),
    proposed: courseSnapshotWire,
    baseline: courseSnapshotWire.nullable(),
    changes: z.strictObject({
      fields: z.array(z.strictObject({ field: z.string(), before: fieldValue, after: fieldValue })),
      curriculum: z.array(curriculumDiffWire),
    }),
    history: z.array(decisionWire),
  })
  .meta({ id: 'CourseReview' });

export const revisionRowWire = z
  .strictObject({
    courseId: z.string(),
    courseName: z.string(),
    instructorName: z.string(),
    instructorEmail: z.string(),
    status: z.enum(['pending', 'rejected']),
    version: count,
    updatedAt: dateTime,
  })
  .meta({ id: 'RevisionRow' });

export const overviewWire = z
  .strictObject({
    pending: z.strictObject({
      applications: count,
      courses: count,
      revisions: count,
      refunds: count.meta({ description: 'Refund requests awaiting a decision' }),
    }),
    activity: z.array(auditEntryWire),
    days: z.array(
      z.strictObject({
        day: z.iso.date(),
        enrollments: count,
        revenue: z.number().min(0).meta({ description: 'Dollars' }),
      }),
    ),
    notices: z
      .array(
        z.strictObject({
          code: z.enum(['video_processing_off']),
          reason: z.string().meta({ description: 'Why, e.g. "ffmpeg was not found on the PATH"' }),
        }),
      )
      .meta({ description: 'What about this server an admin has to act on' }),
  })
  .meta({ id: 'AdminOverview' });

export const notificationWire = z
  .strictObject({
    _id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    courseId: z.string().nullable(),
    courseName: z.string().nullable(),
    personName: z.string().nullable(),
    reason: z.string().nullable(),
    checklist: z.array(z.enum(RUBRIC_ITEM_IDS)),
    createdAt: dateTime,
    read: z.boolean(),
    title: z.string().meta({ description: 'What happened, in a sentence' }),
    path: z.string().meta({ description: 'The page of the website that shows it' }),
  })
  .meta({ id: 'Notification' });

export const notificationsPageWire = z
  .strictObject({
    notifications: z.array(notificationWire),
    unread: count,
    total: count,
    page: z.int().min(1),
  })
  .meta({ id: 'NotificationsPage' });

export const markedReadWire = z.strictObject({ modifiedCount: count });

export const dashboardSearchWire = z
  .strictObject({
    users: z.array(z.strictObject({ _id: z.string(), displayName: z.string(), email: z.string() })),
    courses: z.array(
      z.strictObject({
        _id: z.string(),
        courseName: z.string(),
        state: z.enum(['pending', 'approved', 'rejected', 'unpublished']),
      }),
    ),
  })
  .meta({ id: 'DashboardSearch' });

export type DecisionWire = z.infer<typeof decisionWire>;
export type OwnApplicationWire = z.infer<typeof ownApplicationWire>;
export type TableCourseWire = z.infer<typeof tableCourseWire>;
export type TableUserWire = z.infer<typeof tableUserWire>;
export type CourseReviewWire = z.infer<typeof courseReviewWire>;
export type RevisionRowWire = z.infer<typeof revisionRowWire>;
export type OverviewWire = z.infer<typeof overviewWire>;
export type NotificationWire = z.infer<typeof notificationWire>;
export type NotificationsPageWire = z.infer<typeof notificationsPageWire>;
export type DashboardSearchWire = z.infer<typeof dashboardSearchWire>;
export type CourseSnapshotWire = z.infer<typeof courseSnapshotWire>;
