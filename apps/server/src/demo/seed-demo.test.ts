import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  parseHttpUrl,
  type CourseCompletion,
  type Email,
  type Repositories,
} from '@classroom/core';
import { createDatabase } from '@classroom/persistence-knex';
import { MemoryMediaStorage, createMemoryStore } from '@classroom/persistence-memory';
import { DEMO_ACCOUNTS, demoUsers, seedDemo } from './index';
import { demoImages } from './write-demo-images';

const publicRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../web/public');
const all = { page: 1, limit: 100 };

async function expectDemoCatalogue(repositories: Repositories) {
  const approved = await repositories.courses.listByStatus('approved', all);
  expect(approved.total).toBeGreaterThanOrEqual(24);
  expect(new Set(approved.items.map((course) => course.toProps().category))).toEqual(
    new Set(CATEGORIES),
  );
  expect(await repositories.courses.countByStatus('pending')).toBeGreaterThanOrEqual(2);
  expect(await repositories.courses.countByStatus('rejected')).toBeGreaterThanOrEqual(1);
  expect((await repositories.feedback.list()).length).toBeGreaterThanOrEqual(6);
  const admin = await repositories.users.findByEmail(DEMO_ACCOUNTS.admin as Email);
  const instructor = await repositories.users.findByEmail(DEMO_ACCOUNTS.instructor as Email);
  const applicant = await repositories.users.findByEmail(DEMO_ACCOUNTS.applicant as Email);
  const student = await repositories.users.findByEmail(DEMO_ACCOUNTS.student as Email);
  expect(admin?.toProps()).toMatchObject({ displayName: 'Ada Admin', role: 'admin' });
  expect(instructor?.toProps()).toMatchObject({
    displayName: 'Ivan Teacher',
    instructorStatus: 'approved',
    category: 'Web Development',
    experience: 'Experienced',
    title: 'Senior Web Engineer',
  });
  expect(applicant?.toProps()).toMatchObject({
    displayName: 'Alice Applicant',
    instructorStatus: 'applied',
  });
  expect(student?.toProps()).toMatchObject({ displayName: 'Sam Student', role: 'user' });
}

describe('seedDemo', () => {
  it('fills an empty memory store once; a second run writes nothing', async () => {
    const store = createMemoryStore();
    const first = await seedDemo(store, new MemoryMediaStorage());
    expect(first.seeded).toBe(true);
    await expectDemoCatalogue(store);
    const before = await store.courses.listAll(all);
    expect(await seedDemo(store, new MemoryMediaStorage())).toEqual({
      seeded: false,
      users: 0,
      courses: 0,
      feedback: 0,
      lessons: 0,
    });
    expect((await store.courses.listAll(all)).total).toBe(before.total);
    expect(await store.users.count()).toBe(first.users);
  });

  it('fills a SQLite database through the same ports, and search finds the demo', async () => {
    const database = await createDatabase('sqlite::memory:');
    try {
      await database.migrate();
      expect((await seedDemo(database.repositories, null)).seeded).toBe(true);
      await expectDemoCatalogue(database.repositories);
      const found = await database.repositories.courses.search(
        { text: 'python' },
        { page: 1, limit: 5 },
      );
      expect(found.items[0]?.name).toBe('Python for Data Analysis with pandas');
      expect((await seedDemo(database.repositories, null)).seeded).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('gives every course a curriculum with videos, articles, a quiz and a preview, and the student two courses under way', async () => {
    const store = createMemoryStore();
    const storage = new MemoryMediaStorage();
    await seedDemo(store, storage);
    for (const course of (await store.courses.listAll(all)).items) {
      const curriculum = await store.curricula.findByCourse(course.id);
      const kinds = curriculum.lessons.map((lesson) => lesson.content.kind);
      expect(curriculum.sections.length).toBe(3);
      expect(new Set(kinds)).toEqual(new Set(['video', 'article', 'quiz']));
      expect(curriculum.lessons.some((lesson) => lesson.preview)).toBe(true);
      expect(course.toProps().lectures).toBe(curriculum.lessons.length);
      for (const lesson of curriculum.lessons) {
        if (lesson.content.kind !== 'video' || lesson.content.source.type !== 'asset') continue;
        const asset = await store.mediaAssets.findById(lesson.content.source.assetId);
        expect(asset?.status).toBe('ready');
        expect(asset?.ownerId).toBe((await store.users.findByEmail(course.instructor.email))?.id);
        expect((await storage.head(asset!.key))?.size).toBeGreaterThan(1000);
      }
    }
    const enrolled = await store.enrollments.enrollmentsOf(DEMO_ACCOUNTS.student as Email);
    expect(
      enrolled.map((entry) => [
        entry.courseName,
        entry.progressPercent,
        entry.completedAt !== null,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Modern JavaScript from Scratch', 42, false],
        ['Algebra Refresher for Adult Learners', 100, true],
      ]),
    );
    const partWay = enrolled.find((entry) => entry.progressPercent === 42)!;
    expect(await store.lessonProgress.progressOf(partWay.id)).toHaveLength(3);
    expect(await store.enrollments.paymentsOf(DEMO_ACCOUNTS.student as Email)).toHaveLength(2);
    // The finished course has the student's review, counted in its average.
    const finished = enrolled.find((entry) => entry.progressPercent === 100)!;
    expect((await store.reviews.findByEnrollment(finished.id))?.toProps().rating).toBe(5);
    const reviewed = await store.courses.findById(finished.courseId);
    expect([reviewed?.shownRating, reviewed?.ratingCount]).toEqual([5, 1]);
    expect(await store.reviews.findByEnrollment(partWay.id)).toBeNull();
  });

  it('tells of the finished course as the player would, so its certificate is issued', async () => {
    const store = createMemoryStore();
    const completions: CourseCompletion[] = [];
    await seedDemo(store, new MemoryMediaStorage(), async (completion, repositories) => {
      // The seed's own repositories, with an outbox that e-mails nobody.
      expect(repositories.certificates).toBe(store.certificates);
      await repositories.outbox.enqueue({
        kind: 'password-changed',
        to: DEMO_ACCOUNTS.student as Email,
        name: 'Sam Student',
      });
      completions.push(completion);
    });
    expect(store.tables.outbox.size).toBe(0);
    const finished = (await store.enrollments.enrollmentsOf(DEMO_ACCOUNTS.student as Email)).find(
      (entry) => entry.completedAt !== null,
    )!;
    expect(completions).toEqual([
      {
        enrollmentId: finished.id,
        email: DEMO_ACCOUNTS.student,
        courseId: finished.courseId,
        completedAt: finished.completedAt,
      },
    ]);
    expect((await store.courses.findById(finished.courseId))?.toProps().certificate).toBe(true);
  });

  it('keeps a user record that exists already', async () => {
    const store = createMemoryStore();
    const admin = demoUsers().find((user) => user.email === DEMO_ACCOUNTS.admin)!;
    admin.updateProfile('Ada Renamed', '');
    await store.users.insert(admin);
    const result = await seedDemo(store, new MemoryMediaStorage());
    expect(result.users).toBe(demoUsers().length - 1);
    expect((await store.users.findByEmail(admin.email))?.displayName).toBe('Ada Renamed');
  });

  it('refers only to shipped pictures, by site-relative paths the core accepts', async () => {
    const store = createMemoryStore();
    await seedDemo(store, new MemoryMediaStorage());
    const courses = (await store.courses.listAll(all)).items.map((course) => course.toProps());
    const paths = [
      ...courses.flatMap((course) => [course.image, course.instructor.image]),
      ...(await store.feedback.list()).map((entry) => entry.image),
    ];
    for (const path of paths) {
      expect(path).toMatch(/^\/demo\/.+\.svg$/);
      expect(parseHttpUrl(path, 'image')).toBe(path);
      expect(readFileSync(join(publicRoot, path), 'utf8')).toContain('<svg');
    }
    // The shipped files are what the generator makes today.
    for (const [path, svg] of demoImages()) {
      expect(readFileSync(join(publicRoot, 'demo', path), 'utf8')).toBe(svg);
    }
  });
});
