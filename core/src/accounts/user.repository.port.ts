import type { Email } from '../shared/email';
import type { Page, PageRequest } from '../shared/ports';
import type { User, UserStanding } from './user.entity';

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
  /** Removes the record; its payments and enrollments must have moved first. */
  delete(id: string): Promise<void>;
  /** All users, oldest first. */
  list(page: PageRequest): Promise<Page<User>>;
  /** Users who ever applied as instructor (any status but 'none'), oldest first. */
  listApplicants(): Promise<User[]>;
  count(): Promise<number>;
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
}
