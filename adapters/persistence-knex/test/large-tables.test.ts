import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course, User } from '@classroom/core';
import { createDatabase, type Database } from '../src/index';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';
import { insertTableRevisions, insertTableWorld, tableRevisions, tableWorld } from './table-rows';

const COUNT = 10_000;
const page = { page: 1, limit: 10 };
const world = tableWorld(COUNT);
const has = (text: string, ...values: string[]) =>
  values.some((value) => value.toLowerCase().includes(text.toLowerCase()));

/** What the store must answer, computed over the generated rows. */
const expected = {
  suspendedLindas: world.users.filter(
    (user) => user.isSuspended && has('linus', user.displayName, user.email),
  ),
  pendingGuitar: world.courses.filter(
    (course) =>
      course.status === 'pending' &&
      has('guitar', course.name, course.instructor.name, course.instructor.email),
  ),
};

/**
 * The dashboards' tables at 10,000 people and 10,000 courses: search, filters, sorts and
 * "pending first" run in the store and answer what the rows hold (bench/tables times them).
 */
function largeTables(open: () => Promise<{ database: Database; close(): Promise<void> }>) {
  let database: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ database, close } = await open());
    await insertTableWorld(database.knex, world);
    await insertTableRevisions(database.knex, tableRevisions(world.courses));
  }, 120_000);
  afterAll(async () => close?.());

  it('searches people by name and e-mail, filtered by state and role, sorted by name', async () => {
    const { users } = database.repositories;
    const found = await users.query({ text: 'linus', state: 'suspended', sort: 'name' }, page);
    expect(found.total).toBe(expected.suspendedLindas.length);
    const names = found.items.map((user: User) => user.displayName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(found.items.every((user) => user.isSuspended)).toBe(true);
    const admins = await users.query({ role: 'admin' }, { page: 1, limit: 50 });
    expect(admins.total).toBe(world.users.filter((user) => user.isAdmin).length);
    expect((await users.query({ text: '100%_' }, page)).total).toBe(0);
  });

  it('puts pending applications first, newest first within', async () => {
    const found = await database.repositories.users.queryApplicants({ pendingFirst: true }, page);
    expect(found.total).toBe(world.users.filter((user) => user.instructorStatus !== 'none').length);
    expect(found.items.map((user) => user.instructorStatus)).toEqual(Array(10).fill('applied'));
    const times = found.items.map((user) => user.toProps().createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('searches revisions by course or instructor, filtered by state, oldest first', async () => {
    const found = await database.repositories.revisions.list(
      { text: 'guitar', status: 'rejected', sort: 'oldest' },
      page,
    );
    const rejectedGuitar = world.courses.filter(
      (course, n) =>
        n % 3 === 0 && has('guitar', course.name, course.instructor.name, course.instructor.email),
    );
    expect(rejectedGuitar.length).toBeGreaterThan(0);
    expect(found.total).toBe(rejectedGuitar.length);
    expect(found.items.every((revision) => revision.status === 'rejected')).toBe(true);
    const times = found.items.map((revision) => revision.toProps().updatedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('searches courses by name, filtered by state, sorted by price, pending first', async () => {
    const { courses } = database.repositories;
    const found = await courses.query(
      { text: 'guitar', status: 'pending', sort: 'price-asc' },
      page,
    );
    expect(found.total).toBe(expected.pendingGuitar.length);
    const prices = found.items.map((course: Course) => course.price.cents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const mixed = await courses.query(
      { pendingFirst: true, sort: 'popular' },
      { page: 1, limit: 50 },
    );
    expect(mixed.total).toBe(COUNT);
    expect(mixed.items.every((course) => course.status === 'pending')).toBe(true);
  });
}

describe('dashboard tables at 10,000 rows, SQLite', () => {
  largeTables(async () => {
    const database = await createDatabase('sqlite::memory:');
    await database.migrate();
    return { database, close: () => database.close() };
  });
});

describe.runIf(mySqlReachable)('dashboard tables at 10,000 rows, MySQL', () => {
  largeTables(async () => {
    const { database, drop } = await openMySqlTestDatabase('tables');
    return { database, close: drop };
  });
});
