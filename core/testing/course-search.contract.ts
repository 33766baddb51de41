import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Course, CourseQuery } from '../src/index';
import { givenCourses } from './fixtures.contract';
import { aCourse, anApprovedCourse } from './course.mother';
import type { ContractStore, StoreFactory } from './store.contract';

const at = (day: number) => new Date(Date.UTC(2026, 3, day, 9, 0, 0));
const ids = (courses: Course[]) => courses.map((course) => course.id);
const quiet = { shortDescription: 'Lessons and exercises', detailedDescription: 'Plain text.' };

/** Discovery: prefixes, typos, filters, sorts and paging, the same on every store. */
export function courseSearchContract(factory: StoreFactory): void {
  describe('CourseRepository search (discovery)', () => {
    let store: ContractStore;
    let javascript: Course;
    let java: Course;
    let speaking: Course;
    let photo: Course;
    let free: Course;
    const search = async (query: Partial<CourseQuery>, page = 1, limit = 10) =>
      store.courses.search({ text: '', ...query }, { page, limit });

    beforeEach(async () => {
      store = await factory.open();
      javascript = anApprovedCourse({
        ...quiet,
        name: 'JavaScript from Zero',
        totalEnrollment: 40,
        priceCents: 1999,
        createdAt: at(1),
      });
      java = anApprovedCourse({
        ...quiet,
        name: 'Java Backend Services',
        category: 'Computer Science',
        language: 'Spanish',
        totalEnrollment: 5,
        priceCents: 8999,
        createdAt: at(2),
      });
      speaking = anApprovedCourse({
        ...quiet,
        name: 'Public Speaking Confidence',
        category: 'Personal Development',
        certificate: false,
        totalEnrollment: 90,
        priceCents: 4999,
        createdAt: at(3),
      });
      photo = anApprovedCourse({
        ...quiet,
        name: 'Portrait Photography',
        category: 'Photography and Video',
        totalEnrollment: 12,
        priceCents: 2999,
        createdAt: at(4),
      });
      free = anApprovedCourse({
        ...quiet,
        name: 'JavaScript Quick Tour',
        priceCents: 0,
        totalEnrollment: 1,
        createdAt: at(5),
      });
      await givenCourses(
        store,
        javascript,
        java,
        speaking,
        photo,
        free,
        aCourse({ ...quiet, name: 'JavaScript Pending Draft', createdAt: at(6) }),
      );
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    it('matches the start of words: java finds JavaScript, speak finds Public Speaking', async () => {
      const found = await search({ text: 'java' });
      expect(new Set(ids(found.items))).toEqual(new Set([javascript.id, java.id, free.id]));
      // The whole word ranks above the words it starts.
      expect(found.items[0]!.id).toBe(java.id);
      expect(ids((await search({ text: 'speak' })).items)).toEqual([speaking.id]);
      expect(ids((await search({ text: 'PUBL' })).items)).toEqual([speaking.id]);
    });

    it('forgives one typo in words of five letters or more', async () => {
      expect(ids((await search({ text: 'javascrpt' })).items).sort()).toEqual(
        [javascript.id, free.id].sort(),
      );
      expect(ids((await search({ text: 'pubilc' })).items)).toEqual([speaking.id]);
      expect(ids((await search({ text: 'speeking' })).items)).toEqual([speaking.id]);
      expect(ids((await search({ text: 'photografy' })).items)).toEqual([]);
      // Short words are taken as typed.
      expect((await search({ text: 'jaav' })).total).toBe(0);
    });

    it('filters by category, price, language and certificate', async () => {
      const text = 'java';
      expect(
        ids((await search({ text, filters: { category: 'Computer Science' } })).items),
      ).toEqual([java.id]);
      expect(ids((await search({ text, filters: { price: 'free' } })).items)).toEqual([free.id]);
      expect(ids((await search({ filters: { price: 'paid' } })).items)).not.toContain(free.id);
      expect(ids((await search({ filters: { language: 'spanish' } })).items)).toEqual([java.id]);
      expect(ids((await search({ filters: { certificate: false } })).items)).toEqual([speaking.id]);
      const range = await search({ filters: { minPriceCents: 2000, maxPriceCents: 5000 } });
      expect(ids(range.items)).toEqual([photo.id, speaking.id]);
      expect(range.total).toBe(2);
      const none = await search({ text: 'photography', filters: { category: 'Business' } });
      expect(none).toMatchObject({ items: [], total: 0 });
    });

    it('sorts by popularity, date and price, with or without words', async () => {
      expect(ids((await search({ sort: 'popular' })).items)).toEqual([
        speaking.id,
        javascript.id,
        photo.id,
        java.id,
        free.id,
      ]);
      expect(ids((await search({ sort: 'newest' })).items)[0]).toBe(free.id);
      expect(ids((await search({ sort: 'price-asc' })).items)).toEqual([
        free.id,
        javascript.id,
        photo.id,
        speaking.id,
        java.id,
      ]);
      expect(ids((await search({ text: 'java', sort: 'price-desc' })).items)).toEqual([
        java.id,
        javascript.id,
        free.id,
      ]);
      expect(ids((await search({ text: 'java', sort: 'popular' })).items)).toEqual([
        javascript.id,
        java.id,
        free.id,
      ]);
    });

    it('pages filtered and sorted results', async () => {
      const first = await search({ sort: 'price-asc', filters: { price: 'paid' } }, 1, 2);
      const second = await search({ sort: 'price-asc', filters: { price: 'paid' } }, 2, 2);
      expect(ids(first.items)).toEqual([javascript.id, photo.id]);
      expect(ids(second.items)).toEqual([speaking.id, java.id]);
      expect(second).toMatchObject({ total: 4, page: 2, limit: 2 });
      const words = await search({ text: 'java', sort: 'price-asc' }, 2, 2);
      expect(ids(words.items)).toEqual([java.id]);
      expect(words.total).toBe(3);
    });

    it('treats FTS operators, LIKE wildcards and long text as plain words', async () => {
      const hostile = [
        '"java',
        'java*',
        '"java" NEAR speak',
        'NEAR(java speak, 2)',
        '-java',
        'java -script',
        '%',
        '_',
        'java%',
        'j_va',
        '^java',
        'name:java',
        '{name}: java',
        "java'); DROP TABLE courses; --",
        `java ${'x'.repeat(600)}`,
        'speak '.repeat(200),
      ];
      for (const text of hostile) {
        for (const filters of [{}, { price: 'paid' as const }]) {
          await expect(search({ text, filters })).resolves.toBeDefined();
        }
      }
      expect(ids((await search({ text: '%' })).items)).toHaveLength(5);
      expect((await search({ text: 'j_va' })).total).toBe(0);
      expect(
        ids((await search({ text: '-java', filters: { category: 'Computer Science' } })).items),
      ).toEqual([java.id]);
    });
  });
}
