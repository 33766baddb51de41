import type { Email } from '../shared/email';
import type { HttpUrl } from '../shared/http-url';
import type { Category, Experience } from '../shared/options';
import { ForbiddenError } from '../shared/errors';
import { PersonEntity } from '../shared/person.entity';
import {
  AlreadyAdminError,
  NotAdminError,
  SuspensionUnchangedError,
  ApplicationAlreadySentError,
  ApplicationNotPendingError,
} from './user.errors';

export type Role = 'user' | 'admin';
export type InstructorStatus = 'none' | 'applied' | 'approved' | 'rejected';

export interface InstructorApplication {
  category: Category;
  experience: Experience;
  title: string;
}

export interface UserProps {
  id: string;
  email: Email;
  displayName: string;
  photoURL: HttpUrl | '';
  role: Role;
  instructorStatus: InstructorStatus;
  category: Category | '';
  experience: Experience | '';
  title: string;
  createdAt: Date;
  /** When an admin suspended the account; null while it is active. */
  suspendedAt: Date | null;
}

/** What decisions change: the role and the instructor application. */
export type UserStanding = Pick<
  UserProps,
  'role' | 'instructorStatus' | 'category' | 'experience' | 'title'
>;

export class User extends PersonEntity<UserProps> {
  private constructor(props: UserProps) {
    super(props);
  }

  /** A new account: role 'user', no application, empty category, experience and title. */
  static register(input: {
    id: string;
    email: Email;
    displayName: string;
    photoURL: HttpUrl | '';
    now: Date;
  }): User {
    return new User({
      id: input.id,
      email: input.email,
      displayName: input.displayName,
      photoURL: input.photoURL,
      role: 'user',
      instructorStatus: 'none',
      category: '',
      experience: '',
      title: '',
      createdAt: input.now,
      suspendedAt: null,
    });
  }

  static restore(props: UserProps): User {
    return new User({ ...props, suspendedAt: props.suspendedAt ?? null });
  }

  get photoURL(): HttpUrl | '' {
    return this.props.photoURL;
  }
  get role(): Role {
    return this.props.role;
  }
  get instructorStatus(): InstructorStatus {
    return this.props.instructorStatus;
  }
  get isAdmin(): boolean {
    return this.props.role === 'admin';
  }
  get isSuspended(): boolean {
    return this.props.suspendedAt !== null;
  }
  get isApprovedInstructor(): boolean {
    return this.props.instructorStatus === 'approved';
  }

  get standing(): UserStanding {
    const { role, instructorStatus, category, experience, title } = this.props;
    return { role, instructorStatus, category, experience, title };
  }

  toProps(): Readonly<UserProps> {
    return { ...this.props };
  }

  updateProfile(displayName: string, photoURL: HttpUrl | ''): void {
    this.props = { ...this.props, displayName, photoURL };
  }

  /** Refused while an application is under review or already approved; a rejected one may reapply. */
  applyAsInstructor(application: InstructorApplication): void {
    const { instructorStatus } = this.props;
    if (instructorStatus === 'applied' || instructorStatus === 'approved') {
      throw new ApplicationAlreadySentError();
    }
    this.props = { ...this.props, ...application, instructorStatus: 'applied' };
  }

  approveApplication(): void {
    this.decideApplication('approved');
  }

  rejectApplication(): void {
    this.decideApplication('rejected');
  }

  promoteToAdmin(): void {
    if (this.isAdmin) throw new AlreadyAdminError();
    this.props = { ...this.props, role: 'admin' };
  }

  /** Demoted by another admin; that it is not the last admin is the store's conditional write. */
  demoteFromAdmin(by: User): void {
    if (by.id === this.id) throw new ForbiddenError('Another admin must demote you.');
    if (!this.isAdmin) throw new NotAdminError();
    this.props = { ...this.props, role: 'user' };
  }

  /** An admin suspends a non-admin: they cannot sign in, and their sessions end. */
  suspend(now: Date): void {
    if (this.isAdmin) throw new ForbiddenError('Demote this admin before suspending them.');
    if (this.isSuspended) throw new SuspensionUnchangedError(true);
    this.props = { ...this.props, suspendedAt: now };
  }

  reactivate(): void {
    if (!this.isSuspended) throw new SuspensionUnchangedError(false);
    this.props = { ...this.props, suspendedAt: null };
  }

  private decideApplication(status: 'approved' | 'rejected'): void {
    if (this.props.instructorStatus !== 'applied') throw new ApplicationNotPendingError();
    this.props = { ...this.props, instructorStatus: status };
  }
}
