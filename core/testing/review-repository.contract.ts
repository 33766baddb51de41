import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createLearningUseCases,
  createReviewUseCases,
  Review,
  type Course,
  type UseCases,
  type User,
} from '../src/index';
import { actorOf } from './actor.mother';
import { anApprovedCourse } from './course.mother';
import { givenCourses } from './fixtures.contract';
import { enroll } from './learning-world';
import { aReviewableCourse, anotherReviewer } from './review-world';
import type { ContractStore, StoreFactory } from './store.contract';
import { aUser } from './user.mother';

const at = (second: number) => new Date(Date.UTC(2026, 4, 1, 9, 0, second));
const page = (limit = 10, number = 1) => ({ page: number, limit });

/** The use cases a review needs, over the store under test, as the composition root builds them. */
function coreOver(store: ContractStore) {
  let id = 0;
  const deps = {
    ...store,
    ids: { next: () => `review-contract-${Date.now()}-${(id += 1)}` },
    clock: { now: () => new Date() },
  };
  const useCases = {
    ...createLearningUseCases(deps),
    ...createReviewUseCases(deps),
  } as unknown as UseCases;
  return {
    useCases,
    store,
    async given(...entities: (User | Course)[]) {
      for (const entity of entities) {
        if ('role' in entity) await store.users.insert(entity);
        else await givenCourses(store, entity);
      }
    },
  };
}

/** Reviews, helpful votes and the course's rating figures, on every store. */
export function reviewRepositoryContract(factory: StoreFactory): void {
  describe('ReviewRepository and the course rating figures', () => {
    let store: ContractStore;
    let course: Course;
    let students: { user: User; enrollmentId: string }[];
    beforeEach(async () => {
      store = await factory.open();
      course = anApprovedCourse();
      await givenCourses(store, course);
      students = [];
      for (let i = 0; i < 3; i += 1) {
        const user = aUser();
        await store.users.insert(user);
        students.push({ user, enrollmentId: await enroll(store, course, user) });
      }
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    const aReview = (index: number, rating: number, second: number) =>
      Review.write({
        id: `review-${index}-${course.id}`,
        courseId: course.id,
        enrollmentId: students[index]!.enrollmentId,
        author: students[index]!.user,
        content: { rating, text: `Review number ${index}` },
        now: at(second),
      });

    it('reads back every field, by id and by enrollment; one review per enrollment', async () => {
      const review = aReview(0, 4, 1);
      review.replyWith('Thank you', at(5));
      expect(await store.reviews.insert(review)).toBe(true);
      expect((await store.reviews.findById(review.id))?.toProps()).toEqual(review.toProps());
      expect((await store.reviews.findByEnrollment(students[0]!.enrollmentId))?.id).toBe(review.id);
      const again = Review.write({
        id: `another-${review.id}`,
        courseId: course.id,
        enrollmentId: students[0]!.enrollmentId,
        author: students[0]!.user,
        content: { rating: 1, text: 'Twice' },
        now: at(2),
      });
      expect(await store.reviews.insert(again)).toBe(false);
      expect(await store.reviews.findById(again.id)).toBeNull();
      expect(await store.reviews.findById('nope')).toBeNull();
    });

    it('keeps one review per person and course, withdrawn or not, and lists only visible ones', async () => {
      const review = aReview(0, 4, 1);
      await store.reviews.insert(review);
      // The same person in another enrollment of the course (bought again after a refund).
      const again = Review.write({
        id: `again-${review.id}`,
        courseId: course.id,
        enrollmentId: students[1]!.enrollmentId,
        author: students[0]!.user,
        content: { rating: 1, text: 'Again' },
        now: at(2),
      });
      expect(await store.reviews.insert(again)).toBe(false);
      expect((await store.reviews.findByAuthor(course.id, students[0]!.user.id))?.id).toBe(
        review.id,
      );
      expect(await store.reviews.findByAuthor(course.id, students[1]!.user.id)).toBeNull();

      const withdrawn = (await store.reviews.findByEnrollment(students[0]!.enrollmentId, {
        lock: true,
      }))!;
      expect(withdrawn.withdraw('refunded', at(3))).toEqual({ sum: -4, count: -1 });
      expect(await store.reviews.save(withdrawn, 1)).toBe(true);
      expect((await store.reviews.findById(review.id))?.toProps()).toMatchObject({
        withdrawn: { reason: 'refunded', at: at(3) },
        version: 2,
      });
      expect((await store.reviews.listVisible(course.id, 'newest', page())).total).toBe(0);

      // Brought back from the person's new enrollment, which it then speaks for.
      const back = (await store.reviews.findById(review.id))!;
      expect(
        back.edit({ rating: 5, text: 'Back' }, students[0]!.user, at(4), students[2]!.enrollmentId),
      ).toEqual({ sum: 5, count: 1 });
      const elsewhere = aReview(1, 3, 5);
      await store.reviews.insert(elsewhere);
      const clash = (await store.reviews.findById(review.id))!;
      clash.edit({ rating: 5, text: 'Back' }, students[0]!.user, at(4), students[1]!.enrollmentId);
      expect(await store.reviews.save(clash, 2)).toBe(false);
      expect(await store.reviews.save(back, 2)).toBe(true);
      expect((await store.reviews.findByEnrollment(students[2]!.enrollmentId))?.id).toBe(review.id);
      expect(await store.reviews.findByEnrollment(students[0]!.enrollmentId)).toBeNull();
      const listed = await store.reviews.listVisible(course.id, 'newest', page());
      expect(listed.items.map((item) => item.toProps().text)).toEqual(['Review number 1', 'Back']);
    });

    it("moves an author's reviews to a stand-in, with its name", async () => {
      await store.reviews.insert(aReview(0, 4, 1));
      await store.reviews.insert(aReview(1, 2, 2));
      await store.reviews.transferAuthor(students[0]!.user.id, {
        id: 'stand-in',
        displayName: 'Deleted user',
      });
      const moved = (await store.reviews.findById(`review-0-${course.id}`))!.toProps();
      expect(moved).toMatchObject({ authorId: 'stand-in', authorName: 'Deleted user', rating: 4 });
      const kept = (await store.reviews.findById(`review-1-${course.id}`))!.toProps();
      expect(kept.authorId).toBe(students[1]!.user.id);
      expect((await store.reviews.findByAuthor(course.id, 'stand-in'))?.id).toBe(moved.id);
      expect(await store.reviews.findByAuthor(course.id, students[0]!.user.id)).toBeNull();
    });

    it('saves only over the version read: a stale write changes nothing', async () => {
      const review = aReview(0, 4, 1);
      await store.reviews.insert(review);
      const first = (await store.reviews.findById(review.id))!;
      const second = (await store.reviews.findById(review.id))!;
      first.hide('Spam', 'admin-1', at(3));
      second.replyWith('Late', at(4));
      expect(await store.reviews.save(first, 1)).toBe(true);
      expect(await store.reviews.save(second, 1)).toBe(false);
      const stored = (await store.reviews.findById(review.id))!.toProps();
      expect(stored).toMatchObject({
        hidden: { reason: 'Spam', byId: 'admin-1', at: at(3) },
        reply: null,
        version: 2,
      });
    });

    it('lists visible reviews newest or most helpful first, paged, with the total', async () => {
      const old = aReview(0, 5, 1);
      const middle = aReview(1, 3, 2);
      const newest = aReview(2, 1, 3);
      for (const review of [old, middle, newest]) await store.reviews.insert(review);
      expect(await store.reviews.addHelpfulVote(old.id, 'user-a')).toBe(true);
      expect(await store.reviews.addHelpfulVote(old.id, 'user-b')).toBe(true);
      expect(await store.reviews.addHelpfulVote(old.id, 'user-a')).toBe(false);
      expect(await store.reviews.addHelpfulVote(middle.id, 'user-a')).toBe(true);
      expect(await store.reviews.helpfulCount(old.id)).toBe(2);

      const byNewest = await store.reviews.listVisible(course.id, 'newest', page(2));
      expect(byNewest.items.map((review) => review.id)).toEqual([newest.id, middle.id]);
      expect(byNewest.total).toBe(3);
      const rest = await store.reviews.listVisible(course.id, 'newest', page(2, 2));
      expect(rest.items.map((review) => review.id)).toEqual([old.id]);
      const byHelpful = await store.reviews.listVisible(course.id, 'helpful', page());
      expect(byHelpful.items.map((review) => review.id)).toEqual([old.id, middle.id, newest.id]);

      const hidden = (await store.reviews.findById(middle.id))!;
      hidden.hide('Rude', 'admin-1', at(9));
      await store.reviews.save(hidden, 1);
      const visible = await store.reviews.listVisible(course.id, 'newest', page());
      expect(visible.items.map((review) => review.id)).toEqual([newest.id, old.id]);
      expect(visible.total).toBe(2);
      // A save never writes the helpful count over the votes.
      expect(await store.reviews.helpfulCount(middle.id)).toBe(1);
    });

    it("adds to a course's rating sum and count, and sorts and filters the catalogue by the average", async () => {
      const unrated = anApprovedCourse({ createdAt: at(30) });
      const low = anApprovedCourse({ createdAt: at(20) });
      await givenCourses(store, unrated, low);
      await store.courses.addRatings(course.id, { sum: 9, count: 2 });
      await store.courses.addRatings(low.id, { sum: 3, count: 1 });
      await store.courses.addRatings(low.id, { sum: 2, count: 1 });
      const stored = (await store.courses.findById(course.id))!;
      expect(stored.toProps()).toMatchObject({ ratingSum: 9, ratingCount: 2, rating: 4.8 });
      expect(stored.shownRating).toBe(4.5);

      const byRating = await store.courses.search({ text: '', sort: 'rating' }, page());
      expect(byRating.items.map((item) => item.id)).toEqual([course.id, low.id, unrated.id]);
      const fourPlus = await store.courses.search({ text: '', filters: { minRating: 4 } }, page());
      expect(fourPlus.items.map((item) => item.id)).toEqual([course.id]);
      const twoPlus = await store.courses.search({ text: '', filters: { minRating: 2 } }, page());
      expect(twoPlus.total).toBe(2);
      const words = await store.courses.search(
        { text: course.name, sort: 'rating', filters: { minRating: 1 } },
        page(),
      );
      expect(words.items.map((item) => item.id)).toContain(course.id);
      expect(words.items.map((item) => item.id)).not.toContain(unrated.id);

      // An average shown as 4.0 (3.95) passes "4+".
      await store.courses.addRatings(low.id, { sum: 74, count: 18 });
      const edge = await store.courses.search({ text: '', filters: { minRating: 4 } }, page());
      expect(new Set(edge.items.map((item) => item.id))).toEqual(new Set([course.id, low.id]));

      // Edits and hidings move the sum and count back; no reviews means no average again.
      await store.courses.addRatings(low.id, { sum: -79, count: -20 });
      const none = await store.courses.search({ text: '', filters: { minRating: 1 } }, page());
      expect(none.items.map((item) => item.id)).toEqual([course.id]);
    });

    it('keeps the average exact when 50 students review at once', async () => {
      const core = coreOver(store);
      const world = await aReviewableCourse(core);
      const reviewers = [world.student];
      for (let i = 1; i < 50; i += 1) reviewers.push(await anotherReviewer(core, world));
      const results = await Promise.allSettled(
        reviewers.map((student, i) =>
          core.useCases.postReview.execute(
            world.course.id,
            { rating: (i % 5) + 1, text: `Review ${i}` },
            actorOf(student),
          ),
        ),
      );
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      const rated = (await store.courses.findById(world.course.id))!;
      expect(rated.toProps()).toMatchObject({ ratingSum: 150, ratingCount: 50 });
      expect(rated.shownRating).toBe(3);
      const listed = await store.reviews.listVisible(world.course.id, 'newest', page(50));
      expect(listed.total).toBe(50);
      const found = await store.courses.search(
        { text: '', filters: { minRating: 3 }, sort: 'rating' },
        page(),
      );
      expect(found.items.map((item) => item.id)).toContain(world.course.id);
    }, 60_000);
  });
}
