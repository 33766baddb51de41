import {
  EmailTakenError,
  User,
  type Email,
  type Page,
  type PageRequest,
  type SessionState,
  type UserProps,
  type UserStanding,
  type UserRepository,
  type ApplicantQuery,
  type InstructorStatus,
  type UserQuery,
  type UserSort,
  pageOffset,
} from '@classroom/core';
import { byText, containsText, pageOf, pendingFirst } from './memory-table-query';
import type { MemoryTables } from './memory-tables';

export class MemoryUserRepository implements UserRepository {
  /** Rows are plain props, so a caller's later change to an entity never leaks in. */
  private readonly rows: Map<string, UserProps>;
  private readonly stamps: Map<string, Date>;

  constructor(tables: MemoryTables) {
    this.rows = tables.users;
    this.stamps = tables.sessionStamps;
  }

  async findById(id: string): Promise<User | null> {
    const row = this.rows.get(id);
    return row ? User.restore(row) : null;
  }

  async findByEmail(email: Email): Promise<User | null> {
    for (const row of this.rows.values()) if (row.email === email) return User.restore(row);
    return null;
  }

  async insert(user: User): Promise<void> {
    // Check and write with no await between them, as a unique index would: racing inserts
    // of one e-mail must not both land.
    for (const row of this.rows.values()) {
      if (row.email === user.email) throw new EmailTakenError();
    }
    this.rows.set(user.id, user.toProps());
  }

  async saveProfile(user: User): Promise<void> {
    const row = this.rows.get(user.id);
    if (row)
      this.rows.set(user.id, { ...row, displayName: user.displayName, photoURL: user.photoURL });
  }

  async saveStanding(user: User, before: UserStanding): Promise<boolean> {
    // Check and write with no await between them, as a conditional UPDATE does.
    const row = this.rows.get(user.id);
    if (!row || !sameStanding(row, before)) return false;
    this.rows.set(user.id, { ...row, ...user.standing });
    return true;
  }

  async saveSuspension(user: User, before: Date | null): Promise<boolean> {
    const row = this.rows.get(user.id);
    if (!row || row.suspendedAt?.getTime() !== before?.getTime()) return false;
    this.rows.set(user.id, { ...row, suspendedAt: user.toProps().suspendedAt });
    return true;
  }

  async saveDemotion(user: User): Promise<boolean> {
    // Check and write with no await between them: one demotion at a time, as the lock does.
    const row = this.rows.get(user.id);
    const admins = [...this.rows.values()].filter((other) => other.role === 'admin');
    if (!row || row.role !== 'admin' || admins.length < 2) return false;
    this.rows.set(user.id, { ...row, role: 'user' });
    return true;
  }

  async query(query: UserQuery, page: PageRequest): Promise<Page<User>> {
    const rows = [...this.rows.values()].filter(
      (row) =>
        containsText(query.text, row.displayName, row.email) &&
        (!query.role || row.role === query.role) &&
        (!query.state || (query.state === 'suspended') === (row.suspendedAt !== null)),
    );
    return pageOf(rows.sort(userOrder(query.sort)), page, User.restore);
  }

  async queryApplicants(query: ApplicantQuery, page: PageRequest): Promise<Page<User>> {
    const rows = [...this.rows.values()].filter(
      (row) =>
        row.instructorStatus !== 'none' &&
        containsText(query.text, row.displayName, row.email, row.title) &&
        (!query.status || row.instructorStatus === query.status),
    );
    const order = pendingFirst(
      userOrder(query.sort),
      (row: UserProps) => row.instructorStatus === 'applied',
      query.pendingFirst,
    );
    return pageOf(rows.sort(order), page, User.restore);
  }

  async countApplicants(status: Exclude<InstructorStatus, 'none'>): Promise<number> {
    return [...this.rows.values()].filter((row) => row.instructorStatus === status).length;
  }

  async delete(id: string): Promise<void> {
    this.rows.delete(id);
    this.stamps.delete(id);
  }

  async list(page: PageRequest): Promise<Page<User>> {
    const all = this.sorted();
    const start = pageOffset(page);
    return {
      items: all.slice(start, start + page.limit).map(User.restore),
      total: all.length,
      ...page,
    };
  }

  async listApplicants(): Promise<User[]> {
    return this.sorted()
      .filter((row) => row.instructorStatus !== 'none')
      .map(User.restore);
  }

  async count(): Promise<number> {
    return this.rows.size;
  }

  async endSessions(userId: string, at: Date): Promise<void> {
    if (this.rows.has(userId)) this.stamps.set(userId, at);
  }

  async findSessionState(email: Email): Promise<SessionState | null> {
    for (const row of this.rows.values()) {
      if (row.email === email) {
        return {
          userId: row.id,
          sessionsValidAfter: this.stamps.get(row.id) ?? null,
          suspended: row.suspendedAt !== null,
        };
      }
    }
    return null;
  }

  private sorted(): UserProps[] {
    return [...this.rows.values()].sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
    );
  }
}

function sameStanding(row: UserProps, standing: UserStanding): boolean {
  return (Object.keys(standing) as (keyof UserStanding)[]).every(
    (key) => row[key] === standing[key],
  );
}

const oldest = (a: UserProps, b: UserProps) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

function userOrder(sort: UserSort = 'newest'): (a: UserProps, b: UserProps) => number {
  if (sort === 'oldest') return oldest;
  if (sort === 'name') return (a, b) => byText(a.displayName, b.displayName) || oldest(a, b);
  return (a, b) => oldest(b, a);
}
