import type { TableUserWire, UserSort } from '@classroom/http-contract';
import type { PageOf } from '../../../lib/table-page';
import type { Decision, DecisionReason } from '../../../lib/wire';

/** An instructor application's state, the wire's blank named `none`. */
export type InstructorStatus = Exclude<TableUserWire['status'], ''> | 'none';

export interface DashboardUser {
  id: string;
  displayName: string;
  photoURL: string;
  email: string;
  role: string;
  status: InstructorStatus;
  category: string;
  experience: string;
  title: string;
  /** A suspended account signs in nowhere until an admin reactivates it. */
  suspended: boolean;
  /** The last decision on their application, with its reason; null when none. */
  lastDecision: Decision | null;
}

/** How the users table is asked: words, a role, active or suspended, an order. */
export interface PeopleFilters {
  q?: string;
  role?: 'user' | 'admin';
  state?: 'active' | 'suspended';
  sort?: UserSort;
}

/** How the Teacher Request table is asked: words, a state, an order, pending first. */
export interface ApplicationFilters {
  q?: string;
  state?: 'applied' | 'approved' | 'rejected';
  sort?: UserSort;
  pendingFirst?: boolean;
}

/**
 * What the users and Teacher Request tables need from the server, in the UI's own terms. The
 * stores depend on this port only; `http-people-api.ts` implements it over the API client, and
 * tests use an in-memory fake.
 */
export interface PeopleApi {
  listPeople(page: number, limit: number, filters?: PeopleFilters): Promise<PageOf<DashboardUser>>;
  makeAdmin(userId: string): Promise<void>;
  /** Suspends an account with a reason, which the person is e-mailed. */
  suspendUser(userId: string, reason: DecisionReason): Promise<void>;
  reactivateUser(userId: string): Promise<void>;
  demoteAdmin(userId: string): Promise<void>;
  listApplications(
    page: number,
    limit: number,
    filters?: ApplicationFilters,
  ): Promise<PageOf<DashboardUser>>;
  approveApplicant(userId: string): Promise<void>;
  rejectApplicant(userId: string, reason: DecisionReason): Promise<void>;
}
