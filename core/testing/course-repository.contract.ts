import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Course, Money, type Email } from '../src/index';
import { givenCourses } from './fixtures.contract';
import { aCourse, anApprovedCourse } from './course.mother';
import type { ContractStore, StoreFactory } from './store.contract';
import { anApprovedInstructor } from './user.mother';

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 8, 0, 0, 250));
const ids = (courses: Course[]) => courses.map((course) => course.id);

export function courseRepositoryContract(factory: StoreFactory): void {
  describe('CourseRepository', () => {
    let store: ContractStore;
    beforeEach(async () => {
      store = await factory.open();
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    it('reads back every field: cents, certificate, rating, instructor, time', async () => {
      const course = aCourse({
        priceCents: 1999,
        certificate: false,
        rating: 4.8,
        totalEnrollment: 7,
        createdAt: at(2),
        image: '/demo/course.svg' as Course['image'],
      });
      await givenCourses(store, course);
      const found = await store.courses.findById(course.id);
      expect(found?.toProps()).toEqual(course.toProps());
      expect(found?.price.cents).toBe(1999);
      expect(await store.courses.findById('missing')).toBeNull();
    });

    it('writes the editable fields and the status, never the enrollment count', async () => {
      const course = aCourse({ totalEnrollment: 3 });
      await givenCourses(store, course);
      await store.courses.incrementEnrollment(course.id);
      course.revise({
        ...course.toProps(),
        name: 'Renamed Course',
        price: Money.cents(2500),
        certificate: false,
        lectures: 9,
        learningOutcomes: ['Measure a page', 'Fix what is slow'],
      });
      await store.courses.saveDetails(course);
      course.approve();
      expect(await store.courses.saveStatus(course, 'pending')).toBe(true);
      const found = (await store.courses.findById(course.id))!.toProps();
      expect(found).toMatchObject({ name: 'Renamed Course', status: 'approved', lectures: 9 });
      expect(found.learningOutcomes).toEqual(['Measure a page', 'Fix what is slow']);
      expect(found.price.cents).toBe(2500);
      expect(found.totalEnrollment).toBe(4);
    });

    it('never lets a details save overwrite a decision, nor a decision the details', async () => {
      const course = aCourse();
      await givenCourses(store, course);
      const edited = (await store.courses.findById(course.id))!;
      const decided = (await store.courses.findById(course.id))!;
      decided.approve();
      expect(await store.courses.saveStatus(decided, 'pending')).toBe(true);
      edited.revise({ ...edited.toProps(), name: 'Edited Meanwhile' });
      await store.courses.saveDetails(edited);
      expect((await store.courses.findById(course.id))!.toProps()).toMatchObject({
        name: 'Edited Meanwhile',
        status: 'approved',
      });
    });

    it('writes a status only over the one the caller read: a second decision loses', async () => {
      const course = aCourse();
      await givenCourses(store, course);
      const first = (await store.courses.findById(course.id))!;
      const second = (await store.courses.findById(course.id))!;
      first.approve();
      second.reject();
      expect(await store.courses.saveStatus(first, 'pending')).toBe(true);
      expect(await store.courses.saveStatus(second, 'pending')).toBe(false);
      expect((await store.courses.findById(course.id))?.status).toBe('approved');
    });

    it('deletes a course unless it is approved', async () => {
      const course = aCourse();
      const approved = anApprovedCourse();
      await givenCourses(store, course, approved);
      expect(await store.courses.deleteUnlessPublished(course.id)).toBe(true);
      expect(await store.courses.findById(course.id)).toBeNull();
      expect(await store.courses.deleteUnlessPublished(approved.id)).toBe(false);
      expect(await store.courses.findById(approved.id)).not.toBeNull();
    });

    it('lists by status newest first, paged, with the total', async () => {
      const old = anApprovedCourse({ createdAt: at(1) });
      const newest = anApprovedCourse({ createdAt: at(9) });
      const middle = anApprovedCourse({ createdAt: at(5) });
      const pending = aCourse({ createdAt: at(7) });
      await givenCourses(store, old, newest, middle, pending);
      const first = await store.courses.listByStatus('approved', { page: 1, limit: 2 });
      const second = await store.courses.listByStatus('approved', { page: 2, limit: 2 });
      expect(ids(first.items)).toEqual([newest.id, middle.id]);
      expect(ids(second.items)).toEqual([old.id]);
      expect(first.total).toBe(3);
      expect(await store.courses.countByStatus('approved')).toBe(3);
      expect(await store.courses.countByStatus('pending')).toBe(1);
      expect(await store.courses.countByStatus('rejected')).toBe(0);
      const all = await store.courses.listAll({ page: 1, limit: 10 });
      expect(ids(all.items)).toEqual([newest.id, pending.id, middle.id, old.id]);
      expect(all.total).toBe(4);
    });

    it("lists one instructor's courses, newest first, whatever their status", async () => {
      const instructor = anApprovedInstructor();
      const other = aCourse({ createdAt: at(3) });
      const older = aCourse({ by: instructor, createdAt: at(1) });
      const newer = anApprovedCourse({ by: instructor, createdAt: at(4) });
      await store.users.insert(instructor);
      await givenCourses(store, other, older, newer);
      expect(ids(await store.courses.listByInstructor(instructor.email))).toEqual([
        newer.id,
        older.id,
      ]);
      expect(await store.courses.listByInstructor('nobody@classroom.test' as Email)).toEqual([]);
    });

    it('ranks approved courses by enrollments and sums them', async () => {
      const few = anApprovedCourse({ totalEnrollment: 2 });
      const many = anApprovedCourse({ totalEnrollment: 40 });
      const some = anApprovedCourse({ totalEnrollment: 9 });
      const hidden = aCourse({ totalEnrollment: 500 });
      await givenCourses(store, few, many, some, hidden);
      expect(ids(await store.courses.mostEnrolled(2))).toEqual([many.id, some.id]);
      expect(await store.courses.sumEnrollment()).toBe(51);
    });

    it('counts parallel enrollments without losing one', async () => {
      const course = anApprovedCourse();
      await givenCourses(store, course);
      await Promise.all(
        Array.from({ length: 10 }, () => store.courses.incrementEnrollment(course.id)),
      );
      expect((await store.courses.findById(course.id))?.totalEnrollment).toBe(10);
    });

    describe('search', () => {
      it('finds approved courses by any searchable field, never the others', async () => {
        const byName = anApprovedCourse({ name: 'Watercolor Landscapes', createdAt: at(1) });
        const byShort = anApprovedCourse({
          shortDescription: 'Loose watercolor sketching',
          createdAt: at(2),
        });
        const byDetails = anApprovedCourse({
          detailedDescription: 'We mix watercolor pigments.',
          createdAt: at(3),
        });
        const byCategory = anApprovedCourse({
          category: 'Photography and Video',
          createdAt: at(4),
        });
        const instructor = anApprovedInstructor({ displayName: 'Imogen Watercolor' });
        const byInstructor = anApprovedCourse({ by: instructor, createdAt: at(5) });
        const pending = aCourse({ name: 'Watercolor Portraits' });
        const rejected = aCourse({ name: 'Watercolor Skies', status: 'rejected' });
        await store.users.insert(instructor);
        await givenCourses(
          store,
          byName,
          byShort,
          byDetails,
          byCategory,
          byInstructor,
          pending,
          rejected,
        );

        const found = await store.courses.search({ text: 'watercolor' }, { page: 1, limit: 10 });
        expect(new Set(ids(found.items))).toEqual(
          new Set([byName.id, byShort.id, byDetails.id, byInstructor.id]),
        );
        expect(found.total).toBe(4);
        const category = await store.courses.search(
          { text: 'photography' },
          { page: 1, limit: 10 },
        );
        expect(ids(category.items)).toEqual([byCategory.id]);
      });

      it('puts courses matching more of the words first', async () => {
        const both = anApprovedCourse({ name: 'Kotlin Coroutines in Depth', createdAt: at(1) });
        const one = anApprovedCourse({ name: 'Kotlin for Beginners', createdAt: at(8) });
        const none = anApprovedCourse({ name: 'Gardening Basics', createdAt: at(9) });
        await givenCourses(store, both, one, none);
        const found = await store.courses.search(
          { text: 'kotlin coroutines' },
          { page: 1, limit: 10 },
        );
        expect(ids(found.items)).toEqual([both.id, one.id]);
      });

      it('lists every approved course, newest first, for blank text', async () => {
        const old = anApprovedCourse({ createdAt: at(1) });
        const newer = anApprovedCourse({ createdAt: at(6) });
        await givenCourses(store, old, newer, aCourse({ createdAt: at(9) }));
        for (const text of ['', '   ', '"" * + -']) {
          const found = await store.courses.search({ text }, { page: 1, limit: 10 });
          expect(ids(found.items)).toEqual([newer.id, old.id]);
          expect(found.total).toBe(2);
        }
      });

      it('pages through the matches', async () => {
        const courses = [1, 2, 3, 4, 5].map((day) =>
          anApprovedCourse({ name: `Typography Workshop ${day}`, createdAt: at(day) }),
        );
        await givenCourses(store, ...courses);
        const first = await store.courses.search({ text: 'typography' }, { page: 1, limit: 2 });
        const third = await store.courses.search({ text: 'typography' }, { page: 3, limit: 2 });
        expect(first.items).toHaveLength(2);
        expect(third.items).toHaveLength(1);
        expect(first.total).toBe(5);
        expect(third).toMatchObject({ total: 5, page: 3, limit: 2 });
      });

      it('treats operators, quotes and very long text as plain words', async () => {
        const course = anApprovedCourse({ name: 'Guitar Chords Explained' });
        await givenCourses(store, course);
        const hostile = [
          '"guitar',
          'guitar*',
          '+guitar -chords',
          '(guitar) ~chords <explained>',
          "guitar'; DROP TABLE courses; --",
          'guitar" OR "1"="1',
          'NEAR(guitar chords) AND OR NOT',
          '@guitar',
          'guitar'.repeat(400),
          `${'x '.repeat(3000)}guitar`,
          'gúitar ♫ 吉他',
          '%_\\',
        ];
        for (const text of hostile) {
          await expect(
            store.courses.search({ text }, { page: 1, limit: 12 }),
          ).resolves.toBeDefined();
        }
        const quoted = await store.courses.search(
          { text: '"guitar" +chords*' },
          { page: 1, limit: 12 },
        );
        expect(ids(quoted.items)).toEqual([course.id]);
      });

      it('finds a course approved after it was written, and forgets one no longer approved', async () => {
        const course = aCourse({ name: 'Harmonica Blues' });
        await givenCourses(store, course);
        expect(
          (await store.courses.search({ text: 'harmonica' }, { page: 1, limit: 5 })).total,
        ).toBe(0);
        course.approve();
        await store.courses.saveStatus(course, 'pending');
        expect(
          ids((await store.courses.search({ text: 'harmonica' }, { page: 1, limit: 5 })).items),
        ).toEqual([course.id]);
        course.revise({ ...course.toProps(), name: 'Ukulele Blues' });
        await store.courses.saveDetails(course);
        expect(
          (await store.courses.search({ text: 'harmonica' }, { page: 1, limit: 5 })).total,
        ).toBe(0);
        expect((await store.courses.search({ text: 'ukulele' }, { page: 1, limit: 5 })).total).toBe(
          1,
        );
        const takenDown = Course.restore({ ...course.toProps(), status: 'rejected' });
        await store.courses.saveStatus(takenDown, 'approved');
        expect((await store.courses.search({ text: 'ukulele' }, { page: 1, limit: 5 })).total).toBe(
          0,
        );
      });
    });
  });
}
