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
  type ApplicantQuery,
  type InstructorStatus,
  type UserQuery,
  type UserSort,
} from '@classroom/core';
import type { Dialect } from './dialect';
import { latest } from './latest-rows';
import { pendingFirstOrder, whereContains } from './table-query';
import type { Knex } from 'knex';
import { isUniqueViolation } from './driver-errors';
import { toUser, toUserRow, type UserRow } from './user-row';

export class KnexUserRepository implements UserRepository {
  constructor(
    private readonly db: Knex | Knex.Transaction,
    private readonly dialect: Dialect,
  ) {}

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

  async saveSuspension(user: User, before: Date | null): Promise<boolean> {
    const changed = await this.db('users')
      .where({ id: user.id })
      .where((where) =>
        before === null
          ? where.whereNull('suspended_at')
          : where.where('suspended_at', before.getTime()),
      )
      .update({ suspended_at: user.toProps().suspendedAt?.getTime() ?? null });
    return changed === 1;
  }

  async saveDemotion(user: User): Promise<boolean> {
    const demote = async (trx: Knex | Knex.Transaction) => {
      // The admins' rows, held until commit: a concurrent demotion waits, then counts again.
      const admins = await latest(
        trx('users').where({ role: 'admin' }).select('id'),
        trx,
        this.dialect,
      );
      if (admins.length < 2 || !admins.some((admin) => admin.id === user.id)) return false;
      const changed = await trx('users')
        .where({ id: user.id, role: 'admin' })
        .update({ role: 'user' });
      return changed === 1;
    };
    return this.db.isTransaction ? demote(this.db) : this.db.transaction(demote);
  }

  async query(query: UserQuery, page: PageRequest): Promise<Page<User>> {
    const filtered = () => {
      const base = whereContains(this.db<UserRow>('users'), query.text, ['display_name', 'email']);
      if (query.role) base.where('role', query.role);
      if (query.state === 'suspended') base.whereNotNull('suspended_at');
      if (query.state === 'active') base.whereNull('suspended_at');
      return base;
    };
    return this.page(filtered, userOrder(query.sort), page);
  }

  async queryApplicants(query: ApplicantQuery, page: PageRequest): Promise<Page<User>> {
    const filtered = () => {
      const base = whereContains(this.db<UserRow>('users'), query.text, [
        'display_name',
        'email',
        'title',
      ]).whereIn('instructor_status', ['applied', 'approved', 'rejected']);
      if (query.status) base.where('instructor_status', query.status);
      return base;
    };
    const order = userOrder(query.sort);
    return this.page(
      filtered,
      query.pendingFirst
        ? [{ column: pendingFirstOrder(this.db, 'instructor_status', 'applied') }, ...order]
        : order,
      page,
    );
  }

  async countApplicants(status: Exclude<InstructorStatus, 'none'>): Promise<number> {
    const [row] = await this.db('users').where({ instructor_status: status }).count({ n: '*' });
    return Number(row?.n ?? 0);
  }

  private async page(
    filtered: () => Knex.QueryBuilder,
    order: Order,
    page: PageRequest,
  ): Promise<Page<User>> {
    const [rows, count] = await Promise.all([
      filtered()
        .select('*')
        .orderBy(order as never)
        .limit(page.limit)
        .offset(pageOffset(page)) as Promise<UserRow[]>,
      filtered().count({ n: '*' }),
    ]);
    return { items: rows.map(toUser), total: Number(count[0]?.n ?? 0), ...page };
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
    const row = await this.db<{
      id: string;
      sessions_valid_after: number | string | null;
      suspended_at: number | string | null;
    }>('users')
      .where('email', email)
      .first('id', 'sessions_valid_after', 'suspended_at');
    if (!row) return null;
    const stamp = row.sessions_valid_after;
    return {
      userId: row.id,
      sessionsValidAfter: stamp === null ? null : new Date(Number(stamp)),
      suspended: row.suspended_at !== null,
    };
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

type Order = { column: string | Knex.Raw; order?: 'asc' | 'desc' }[];

function userOrder(sort: UserSort = 'newest'): Order {
  if (sort === 'oldest') return [{ column: 'created_at' }, { column: 'id' }];
  if (sort === 'name')
    return [{ column: 'display_name' }, { column: 'created_at' }, { column: 'id' }];
  return [
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ];
}
