// The wire shapes the UI reads, from the API's contract, under the names the UI uses.
import type { CourseWire, PublicConfigWire, SessionWire, UserWire } from '@classroom/http-contract';

export type SessionUser = NonNullable<SessionWire['user']>;
export type UserRecord = UserWire;
export type PublicConfig = PublicConfigWire;
export type Course = CourseWire;
