import type {
  AccountToken,
  AuditRecord,
  CertificateProps,
  CourseProps,
  CourseRevisionProps,
  DecisionRecord,
  Notification,
  Enrollment,
  Feedback,
  IdempotencyRecord,
  Job,
  Lesson,
  LessonProgress,
  LocalAccountProps,
  MediaAssetProps,
  OutboxMessage,
  Payment,
  QuizAttempt,
  ReviewProps,
  Section,
  Subscriber,
  UserProps,
  LedgerEntry,
  RefundRequest,
} from '@classroom/core';

/** The in-memory "database": plain rows, keyed as the real schema's unique keys are. */
export interface MemoryTables {
  users: Map<string, UserProps>;
  courses: Map<string, CourseProps>;
  /** Keyed by transaction id. */
  payments: Map<string, Payment>;
  /** When the payer's page first reported each payment, keyed by transaction id. */
  payerReports: Map<string, Date>;
  /** Keyed by "email courseId". */
  enrollments: Map<string, Enrollment>;
  feedback: Map<string, Feedback>;
  sections: Map<string, Section>;
  lessons: Map<string, { courseId: string; lesson: Lesson }>;
  /** Keyed by "enrollmentId lessonId". */
  lessonProgress: Map<string, LessonProgress>;
  /** Keyed by "enrollmentId lessonId number". */
  quizAttempts: Map<string, QuizAttempt>;
  /** When each user's sessions last ended, keyed by user id (users.sessions_valid_after). */
  sessionStamps: Map<string, Date>;
  /** Each student's watching clock, keyed by e-mail (users.watching_clock). */
  watchingClocks: Map<string, Date>;
  /** Keyed by e-mail. */
  localAccounts: Map<string, LocalAccountProps>;
  /** Keyed by token hash. */
  accountTokens: Map<string, AccountToken>;
  outbox: Map<string, OutboxMessage>;
  /** Keyed by e-mail. */
  subscribers: Map<string, Subscriber>;
  jobs: Map<string, Job>;
  /** Keyed by owner, route and key. */
  idempotencyKeys: Map<string, IdempotencyRecord>;
  audit: Map<string, AuditRecord>;
  mediaAssets: Map<string, MediaAssetProps>;
  /** Keyed by id. */
  certificates: Map<string, CertificateProps>;
  decisions: Map<string, DecisionRecord>;
  /** Keyed by course id: one revision per course. */
  revisions: Map<string, CourseRevisionProps>;
  notifications: Map<string, Notification>;
  /** Keyed by id. */
  ledger: Map<string, LedgerEntry>;
  refundRequests: Map<string, RefundRequest>;
  /** Keyed by name. */
  settings: Map<string, string>;
  reviews: Map<string, ReviewProps>;
  /** Keyed by "reviewId userId": one helpful vote per person and review. */
  reviewVotes: Map<string, true>;
}

export function emptyTables(): MemoryTables {
  return {
    users: new Map(),
    courses: new Map(),
    payments: new Map(),
    payerReports: new Map(),
    enrollments: new Map(),
    feedback: new Map(),
    sections: new Map(),
    lessons: new Map(),
    lessonProgress: new Map(),
    quizAttempts: new Map(),
    sessionStamps: new Map(),
    watchingClocks: new Map(),
    localAccounts: new Map(),
    accountTokens: new Map(),
    outbox: new Map(),
    subscribers: new Map(),
    jobs: new Map(),
    idempotencyKeys: new Map(),
    audit: new Map(),
    mediaAssets: new Map(),
    certificates: new Map(),
    decisions: new Map(),
    revisions: new Map(),
    notifications: new Map(),
    ledger: new Map(),
    refundRequests: new Map(),
    settings: new Map(),
    reviews: new Map(),
    reviewVotes: new Map(),
  };
}

export function copyTables(tables: MemoryTables): MemoryTables {
  return {
    users: new Map(tables.users),
    courses: new Map(tables.courses),
    payments: new Map(tables.payments),
    payerReports: new Map(tables.payerReports),
    enrollments: new Map(tables.enrollments),
    feedback: new Map(tables.feedback),
    sections: new Map(tables.sections),
    lessons: new Map(tables.lessons),
    lessonProgress: new Map(tables.lessonProgress),
    quizAttempts: new Map(tables.quizAttempts),
    sessionStamps: new Map(tables.sessionStamps),
    watchingClocks: new Map(tables.watchingClocks),
    localAccounts: new Map(tables.localAccounts),
    accountTokens: new Map(tables.accountTokens),
    outbox: new Map(tables.outbox),
    subscribers: new Map(tables.subscribers),
    jobs: new Map(tables.jobs),
    idempotencyKeys: new Map(tables.idempotencyKeys),
    audit: new Map(tables.audit),
    mediaAssets: new Map(tables.mediaAssets),
    certificates: new Map(tables.certificates),
    decisions: new Map(tables.decisions),
    revisions: new Map(tables.revisions),
    notifications: new Map(tables.notifications),
    ledger: new Map(tables.ledger),
    refundRequests: new Map(tables.refundRequests),
    settings: new Map(tables.settings),
    reviews: new Map(tables.reviews),
    reviewVotes: new Map(tables.reviewVotes),
  };
}

/**
 * Writes to `target` the rows a transaction changed in `work` since `base` was copied.
 * Rows are replaced, never mutated, on write, so identity tells what changed; rows written
 * outside the transaction meanwhile are kept.
 */
export function commitChanges(target: MemoryTables, base: MemoryTables, work: MemoryTables): void {
  for (const name of Object.keys(target) as (keyof MemoryTables)[]) {
    const table = target[name] as Map<string, unknown>;
    const before = base[name] as Map<string, unknown>;
    const after = work[name] as Map<string, unknown>;
    for (const key of before.keys()) if (!after.has(key)) table.delete(key);
    for (const [key, row] of after) if (before.get(key) !== row) table.set(key, row);
  }
}
