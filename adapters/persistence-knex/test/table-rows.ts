import { aCourse, aUser } from '@classroom/core/testing';
import {
  CourseRevision,
  MATERIAL_FIELDS,
  type Course,
  type MaterialDetails,
  type User,
} from '@classroom/core';
import type { Knex } from 'knex';
import { toCourseRow } from '../src/course-row';
import { toRevisionRow } from '../src/revision-row';
import { toUserRow } from '../src/user-row';

const BATCH = 500;
const WORDS = ['Ada', 'Grace', 'Linus', 'Margaret', 'Alan', 'Barbara', 'Ken', 'Frances'];
const TOPICS = ['Guitar', 'Python', 'Watercolor', 'Marketing', 'Design', 'Chess', 'Yoga'];
const STATUSES = ['pending', 'approved', 'rejected', 'unpublished'] as const;
const APPLICATIONS = ['none', 'none', 'applied', 'approved', 'rejected'] as const;

/**
 * `count` people and `count` courses with every status, role and suspension mixed, spread
 * over a year: the dashboards' tables at the size a school grows to. Deterministic.
 */
export function tableWorld(count: number): { users: User[]; courses: Course[] } {
  const users = Array.from({ length: count }, (_, n) =>
    aUser({
      id: `table-user-${n}`,
      email: `person${n}@table.test`,
      displayName: `${WORDS[n % WORDS.length]} ${TOPICS[(n * 7) % TOPICS.length]} ${n}`,
      role: n % 97 === 0 ? 'admin' : 'user',
      instructorStatus: APPLICATIONS[n % APPLICATIONS.length],
      title: n % 5 === 0 ? '' : `Teacher of ${TOPICS[n % TOPICS.length]}`,
      createdAt: new Date(Date.UTC(2025, 0, 1) + n * 3_600_000),
      suspendedAt: n % 50 === 1 ? new Date(Date.UTC(2026, 0, 1)) : null,
    }),
  );
  const instructors = users.filter((user) => user.toProps().instructorStatus === 'approved');
  const courses = Array.from({ length: count }, (_, n) =>
    aCourse({
      id: `table-course-${n}`,
      by: instructors[n % instructors.length],
      name: `${TOPICS[n % TOPICS.length]} for ${WORDS[(n * 3) % WORDS.length]} ${n}`,
      status: STATUSES[n % STATUSES.length],
      priceCents: (n * 137) % 20_000,
      totalEnrollment: n % STATUSES.length === 1 ? (n * 31) % 500 : 0,
      createdAt: new Date(Date.UTC(2025, 0, 1) + n * 3_000_000),
    }),
  );
  return { users, courses };
}

/** Writes the world in batches, bypassing the repositories (and the search words). */
export async function insertTableWorld(
  knex: Knex,
  world: { users: User[]; courses: Course[] },
): Promise<void> {
  await knex.batchInsert('users', world.users.map(toUserRow) as readonly object[], BATCH);
  await knex.batchInsert('courses', world.courses.map(toCourseRow) as readonly object[], BATCH);
}

/**
 * A revision of every course, a third of them rejected, each proposing the course's own
 * details (the admins' revisions table reads the course's name and instructor to search).
 */
export function tableRevisions(courses: Course[]): CourseRevision[] {
  return courses.map((course, n) => {
    const props = course.toProps();
    const details = Object.fromEntries(
      MATERIAL_FIELDS.map((field) => [field, props[field]]),
    ) as MaterialDetails;
    const revision = CourseRevision.start(
      course.id,
      details,
      new Date(props.createdAt.getTime() + 60_000),
    );
    if (n % 3 === 0) revision.reject();
    return revision;
  });
}

export async function insertTableRevisions(knex: Knex, revisions: CourseRevision[]): Promise<void> {
  await knex.batchInsert(
    'course_revisions',
    revisions.map(toRevisionRow) as readonly object[],
    BATCH,
  );
}
