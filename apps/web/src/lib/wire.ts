// The wire shapes the UI reads, from the API's contract, under the names the UI uses.
import type {
  CourseWire,
  DecisionReasonBody,
  DecisionWire,
  PublicConfigWire,
  SessionWire,
  TableCourseWire,
  UserWire,
} from '@classroom/http-contract';

export type SessionUser = NonNullable<SessionWire['user']>;
export type UserRecord = UserWire;
export type PublicConfig = PublicConfigWire;
export type Course = CourseWire;

/** A course's state in the dashboards: the spec's three, and an admin's take-down. */
export type CourseStatus = TableCourseWire['review']['state'];
/** An admin's decision as the dashboards show it: the verdict, the reason, when. */
export type Decision = DecisionWire;
/** What a rejection or a take-down says: the admin's words and rubric items. */
export type DecisionReason = DecisionReasonBody;
