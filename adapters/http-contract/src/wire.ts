import type { z } from 'zod';
import type {
  adminFlagWire,
  checkoutWire,
  courseFiguresWire,
  courseStatusWire,
  courseWire,
  deletedWire,
  enrolledCourseWire,
  feedbackWire,
  healthWire,
  insertedWire,
  instructorFlagWire,
  instructorStatusWire,
  modifiedWire,
  outboxEntryWire,
  outboxMessageWire,
  outboxPageWire,
  passwordChangedWire,
  passwordResetWire,
  paymentWire,
  publicConfigWire,
  redirectWire,
  registeredWire,
  savedUserWire,
  sentIfAccountWire,
  sessionWire,
  signedOutWire,
  statsWire,
  suggestionWire,
  testConfirmedWire,
  testIntentWire,
  tokenWire,
  usersPageWire,
  userWire,
  versionWire,
  webhookReceiptWire,
} from './schemas/answers';

// The answers' types, inferred from their schemas (schemas/answers.ts): what the server
// sends, what the UI reads and what the OpenAPI document says are one definition.

/** Course status on the wire: 0 pending, 1 approved, 'rejected'. */
export type WireCourseStatus = z.infer<typeof courseStatusWire>;
export type CourseWire = z.infer<typeof courseWire>;
export type SuggestionWire = z.infer<typeof suggestionWire>;
/** Instructor application status; '' when the user never applied. */
export type WireInstructorStatus = z.infer<typeof instructorStatusWire>;
export type UserWire = z.infer<typeof userWire>;
export type PaymentWire = z.infer<typeof paymentWire>;
export type EnrolledCourseWire = z.infer<typeof enrolledCourseWire>;
export type FeedbackWire = z.infer<typeof feedbackWire>;
export type StatsWire = z.infer<typeof statsWire>;
export type UsersPageWire = z.infer<typeof usersPageWire>;
export type OutboxEntryWire = z.infer<typeof outboxEntryWire>;
export type OutboxPageWire = z.infer<typeof outboxPageWire>;
export type OutboxMessageWire = z.infer<typeof outboxMessageWire>;
export type CourseFiguresWire = z.infer<typeof courseFiguresWire>;
export type AdminFlagWire = z.infer<typeof adminFlagWire>;
export type InstructorFlagWire = z.infer<typeof instructorFlagWire>;
export type InsertedWire = z.infer<typeof insertedWire>;
export type ModifiedWire = z.infer<typeof modifiedWire>;
export type DeletedWire = z.infer<typeof deletedWire>;
export type SavedUserWire = z.infer<typeof savedUserWire>;
export type CheckoutWire = z.infer<typeof checkoutWire>;
export type PublicConfigWire = z.infer<typeof publicConfigWire>;
export type VersionWire = z.infer<typeof versionWire>;
export type HealthWire = z.infer<typeof healthWire>;
export type WebhookReceiptWire = z.infer<typeof webhookReceiptWire>;
export type SessionWire = z.infer<typeof sessionWire>;
export type SignedOutWire = z.infer<typeof signedOutWire>;
export type TokenWire = z.infer<typeof tokenWire>;
export type SentIfAccountWire = z.infer<typeof sentIfAccountWire>;
export type RegisteredWire = z.infer<typeof registeredWire>;
export type RedirectWire = z.infer<typeof redirectWire>;
export type PasswordResetWire = z.infer<typeof passwordResetWire>;
export type PasswordChangedWire = z.infer<typeof passwordChangedWire>;
export type TestConfirmedWire = z.infer<typeof testConfirmedWire>;
export type TestIntentWire = z.infer<typeof testIntentWire>;
