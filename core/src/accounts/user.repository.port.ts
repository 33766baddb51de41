import type { UserSort } from '../shared/table-options';
import type { Email } from '../shared/email';
import type { Page, PageRequest } from '../shared/ports';
import type { InstructorStatus, Role, User, UserStanding } from './user.entity';

export interface UserRepository {
  findById(id: string): Promise<User | null>;
  findByEmail(email: Email): Promise<User | null>;
  /** Fails with EmailTakenError when the e-mail is already registered. */
  insert(user: User): Promise<void>;
  /** Writes the name and photo only: a profile save never overwrites a decision. */
  saveProfile(user: User): Promise<void>;
  /**
   * Writes the role and the instructor application, only while the stored ones are still
   * `before`: false, changing nothing, when a concurrent decision got there first.
   */
  saveStanding(user: User, before: UserStanding): Promise<boolean>;
  /**
   * Writes the suspension only while the stored one is still `before` (both null or both a
   * time): false, changing nothing, when a concurrent decision got there first.
   */
  saveSuspension(user: User, before: Date | null): Promise<boolean>;
  /**
   * Writes the role 'user' only while the record is an admin and another admin remains, read
   * with the admins' rows held, so two admins demoting each other at once leave one: false,
   * changing nothing, otherwise.
   */
  saveDemotion(user: User): Promise<boolean>;
  /** Removes the record; its payments and enrollments must have moved first. */
  delete(id: string): Promise<void>;
  /** All users, oldest first. */
  list(page: PageRequest): Promise<Page<User>>;
  /** Users who ever applied as instructor (any status but 'none'), oldest first. */
  listApplicants(): Promise<User[]>;
  count(): Promise<number>;
  /** The admins' Users table: searched, filtered, sorted and paged in the store. */
  query(query: UserQuery, page: PageRequest): Promise<Page<User>>;
  /** The admins' applications table: applicants only (status other than 'none'). */
  queryApplicants(query: ApplicantQuery, page: PageRequest): Promise<Page<User>>;
  countApplicants(status: Exclude<InstructorStatus, 'none'>): Promise<number>;
  /**
   * Ends every session and bearer token issued to the user before `at` (sign-out,
   * password change, deletion). Only this writes the stamp, so no other write brings it back.
   */
  endSessions(userId: string, at: Date): Promise<void>;
  /** What authenticating a request needs: the record's id and when its sessions last ended. */
  findSessionState(email: Email): Promise<SessionState | null>;
}

export interface SessionState {
  userId: string;
  /** Sessions and tokens issued before this are void; null when none ever ended. */
  sessionsValidAfter: Date | null;
  /** A suspended account has no session at all. */
  suspended: boolean;
}

export interface UserQuery {
  /** Part of the name or e-mail. */
  text?: string;
  role?: Role;
  state?: 'active' | 'suspended';
  sort?: UserSort;
}

export interface ApplicantQuery {
  /** Part of the name, e-mail or job title. */
  text?: string;
  status?: Exclude<InstructorStatus, 'none'>;
  sort?: UserSort;
  /** Applications awaiting review first, then the sort. */
  pendingFirst?: boolean;
}
