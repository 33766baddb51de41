import {
  EmailTakenError,
  pageOffset,
  type Email,
  type Page,
  type PageRequest,
  type SessionState,
  type User,
  type UserStanding,
  type UserRepository,
} from '@classroom/core';
import type { Knex } from 'knex';
import { isUniqueViolation } from './driver-errors';
import { toUser, toUserRow, type UserRow } from './user-row';

export class KnexUserRepository implements UserRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async findById(id: string): Promise<User | null> {
    const row = await this.db<UserRow>('users').where({ id }).first();
    return row ? toUser(row) : null;
  }

  async findByEmail(email: Email): Promise<User | null> {
    const row = await this.db<UserRow>('users').where({ email }).first();
    return row ? toUser(row) : null;
  }

  async insert(user: User): Promise<void> {
    try {
      await this.db('users').insert(toUserRow(user));
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
  }

  async saveProfile(user: User): Promise<void> {
    const { display_name, photo_url } = toUserRow(user);
    await this.db('users').where({ id: user.id }).update({ display_name, photo_url });
  }

  async saveStanding(user: User, before: UserStanding): Promise<boolean> {
    const changed = await this.db('users')
      .where({ id: user.id, ...standingRow(before) })
      .update(standingRow(user.standing));
    return changed === 1;
  }

  async delete(id: string): Promise<void> {
    await this.db('users').where({ id }).delete();
  }

  async list(page: PageRequest): Promise<Page<User>> {
    const rows = await this.db<UserRow>('users')
      .orderBy([{ column: 'created_at' }, { column: 'id' }])
      .limit(page.limit)
      .offset(pageOffset(page));
    return { items: rows.map(toUser), total: await this.count(), ...page };
  }

  async listApplicants(): Promise<User[]> {
    const rows = await this.db<UserRow>('users')
      .whereIn('instructor_status', ['applied', 'approved', 'rejected'])
      .orderBy([{ column: 'created_at' }, { column: 'id' }]);
    return rows.map(toUser);
  }

  async endSessions(userId: string, at: Date): Promise<void> {
    await this.db('users').where({ id: userId }).update({ sessions_valid_after: at.getTime() });
  }

  async findSessionState(email: Email): Promise<SessionState | null> {
    const row = await this.db<{ id: string; sessions_valid_after: number | string | null }>('users')
      .where('email', email)
      .first('id', 'sessions_valid_after');
    if (!row) return null;
    const stamp = row.sessions_valid_after;
    return { userId: row.id, sessionsValidAfter: stamp === null ? null : new Date(Number(stamp)) };
  }

  async count(): Promise<number> {
    const [row] = await this.db('users').count({ n: '*' });
    return Number(row?.n ?? 0);
  }
}

function standingRow(standing: UserStanding) {
  return {
    role: standing.role,
    instructor_status: standing.instructorStatus,
    category: standing.category,
    experience: standing.experience,
    title: standing.title,
  };
}
