import { z } from 'zod';
// The core's lists only (no use case, no entity): the UI imports this package too.
import {
  REASON_MAX_LENGTH,
  REJECTION_RUBRIC,
  RUBRIC_ITEM_IDS,
  type RubricItemId,
} from '@classroom/core/editorial-rubric';
import { NOTIFICATION_KINDS } from '@classroom/core/notification-kinds';
import {
  COURSE_TABLE_SORTS,
  LEARNER_SORTS,
  LEARNER_STATES,
  REVISION_SORTS,
  TABLE_PAGE,
  TABLE_SEARCH_MAX,
  USER_SORTS,
} from '@classroom/core/table-options';
import { id, pendingFirst, queryInteger, tableSearch } from '../fields';

export {
  COURSE_TABLE_SORTS,
  LEARNER_SORTS,
  LEARNER_STATES,
  NOTIFICATION_KINDS,
  REASON_MAX_LENGTH,
  REJECTION_RUBRIC,
  RUBRIC_ITEM_IDS,
  TABLE_PAGE,
  USER_SORTS,
  type RubricItemId,
};
export type { NotificationKind } from '@classroom/core/notification-kinds';
export type {
  CourseTableSort,
  LearnerSort,
  LearnerState,
  MoneySort,
  UserSort,
} from '@classroom/core/table-options';

const rubricItem = z.enum(RUBRIC_ITEM_IDS as [RubricItemId, ...RubricItemId[]], {
  error: 'Choose checklist items from the rubric',
});

const reasonFields = {
  reason: z
    .string({ error: 'Give the reason for this decision' })
    .trim()
    .min(1, { error: 'Give the reason for this decision' })
    .max(REASON_MAX_LENGTH, { error: `Reason must be at most ${REASON_MAX_LENGTH} characters` })
    .meta({
      description: "The admin's words, shown to the instructor, applicant or suspended person",
    }),
  checklist: z
    .array(rubricItem)
    .max(RUBRIC_ITEM_IDS.length)
    .optional()
    .meta({ description: 'Items of the rubric (decision 33)' }),
};

/**
 * PATCH /api/v1/courses/rejected/:id, /api/v1/users/instructor_rejected/:id, the take-down and
 * a suspension: a reason is required (decisions 33 and 49).
 */
export const decisionReasonBody = z.strictObject(reasonFields);

const version = z
  .int({ error: 'Version must be a whole number' })
  .min(0)
  .meta({ description: 'The version of the revision reviewed: a later change refuses' });

/** PATCH /api/v1/admin/revisions/:id/approve */
export const approveRevisionBody = z.strictObject({ version });
/** PATCH /api/v1/admin/revisions/:id/reject */
export const rejectRevisionBody = z.strictObject({ version, ...reasonFields });

const page = queryInteger('Page', 1, 1_000_000).optional();
const limit = queryInteger('Limit', 1, TABLE_PAGE.maxLimit).optional();
const q = tableSearch('Part of a name or e-mail');

const COURSE_STATES = ['pending', 'approved', 'rejected', 'unpublished'] as const;

/** GET /api/v1/admin/courses, GET /api/v1/instructor/courses */
export const courseTableQuery = z.strictObject({
  q,
  state: z.enum(COURSE_STATES, { error: 'Not a course state' }).optional(),
  sort: z.enum(COURSE_TABLE_SORTS, { error: 'Not a sort of this table' }).optional(),
  pendingFirst,
  page,
  limit,
});

/** GET /api/v1/admin/users */
export const peopleQuery = z.strictObject({
  q,
  role: z.enum(['user', 'admin'], { error: 'Role must be user or admin' }).optional(),
  state: z.enum(['active', 'suspended'], { error: 'State must be active or suspended' }).optional(),
  sort: z.enum(USER_SORTS, { error: 'Not a sort of this table' }).optional(),
  page,
  limit,
});

/** GET /api/v1/admin/applications */
export const applicationsQuery = z.strictObject({
  q,
  state: z
    .enum(['applied', 'approved', 'rejected'], { error: 'Not an application state' })
    .optional(),
  sort: z.enum(USER_SORTS, { error: 'Not a sort of this table' }).optional(),
  pendingFirst,
  page,
  limit,
});

/** GET /api/v1/admin/revisions */
export const revisionsQuery = z.strictObject({
  q,
  state: z.enum(['pending', 'rejected'], { error: 'Not a revision state' }).optional(),
  sort: z.enum(REVISION_SORTS, { error: 'Not a sort of this table' }).optional(),
  page,
  limit,
});

/** GET /api/v1/instructor/courses/:id/learners: the students' page */
export const courseLearnersQuery = z.strictObject({
  q: tableSearch("Part of the student's name or e-mail"),
  state: z
    .enum(LEARNER_STATES, { error: 'Not a student state' })
    .optional()
    .meta({ description: 'Completed the course, opened a lesson, or none yet' }),
  sort: z
    .enum(LEARNER_SORTS, { error: 'Not a sort of this table' })
    .optional()
    .meta({ description: 'Newest enrollment first when not given' }),
  page,
  limit,
});
/** GET /api/v1/notifications */
export const notificationsQuery = z.strictObject({ page, limit });
/** GET /api/v1/notifications/since */
export const notificationsSinceQuery = z.strictObject({
  after: id.optional().meta({ description: 'The newest notification already seen' }),
});
/** POST /api/v1/notifications/read: the ones named, or every one. */
export const markReadBody = z.strictObject({
  ids: z.array(id).max(100).optional(),
});
/** GET /api/v1/dashboard/search */
export const dashboardSearchQuery = z.strictObject({
  q: z
    .string({ error: 'Search must be text' })
    .max(TABLE_SEARCH_MAX, { error: `Search must be at most ${TABLE_SEARCH_MAX} characters` }),
});

export type DecisionReasonBody = z.input<typeof decisionReasonBody>;
export type RejectRevisionBody = z.input<typeof rejectRevisionBody>;
export type CourseTableQuery = z.input<typeof courseTableQuery>;
export type PeopleQuery = z.input<typeof peopleQuery>;
export type ApplicationsQuery = z.input<typeof applicationsQuery>;
export type RevisionsQuery = z.input<typeof revisionsQuery>;
export type CourseLearnersQuery = z.input<typeof courseLearnersQuery>;
export type ParsedCourseTableQuery = z.output<typeof courseTableQuery>;
