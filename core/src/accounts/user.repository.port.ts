import type { Email } from '../shared/email';
import type { Page, PageRequest } from '../shared/ports';
import type { User } from './user.entity';

export interface UserRepository {
  findById(id: string): Promise<User | null>;
  findByEmail(email: Email): Promise<User | null>;
  /** Fails with EmailTakenError when the e-mail is already registered. */
  insert(user: User): Promise<void>;
  update(user: User): Promise<void>;
  /** All users, oldest first. */
  list(page: PageRequest): Promise<Page<User>>;
  /** Users who ever applied as instructor (any status but 'none'), oldest first. */
  listApplicants(): Promise<User[]>;
  count(): Promise<number>;
}
