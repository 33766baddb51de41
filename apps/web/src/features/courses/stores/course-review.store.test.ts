import { beforeEach, describe, expect, it } from 'vitest';
import { aRevisionReview } from '../testing/a-review';
import { aRevision, FakeCoursesApi } from '../testing/fake-courses-api';
import { CourseReviewStore } from './course-review.store';

describe('CourseReviewStore', () => {
  let api: FakeCoursesApi;
  let store: CourseReviewStore;

  beforeEach(async () => {
    api = new FakeCoursesApi();
    api.revisions = [aRevision(1, { version: 2 })];
    api.reviews.set('course-1', aRevisionReview('course-1', 2));
    store = new CourseReviewStore(api);
    await store.load('course-1');
  });

  it('approves the revision at the version shown', async () => {
    await store.approve();
    expect(api.revisions).toEqual([]);
    expect(store.changedMeanwhile).toBe(false);
  });

  it('rejects the revision with the reason', async () => {
    await store.reject({ reason: 'Keep the old title' });
    expect(api.revisions[0]?.status).toBe('rejected');
  });

  it('says the revision changed meanwhile and shows where it stands now', async () => {
    // The instructor edits again after the admin opened the review.
    api.revisions = [aRevision(1, { version: 3 })];
    api.reviews.set('course-1', aRevisionReview('course-1', 3));

    await expect(store.approve()).rejects.toMatchObject({ code: 'revision_not_pending' });
    expect(store.changedMeanwhile).toBe(true);
    expect(store.review?.revision?.version).toBe(3);
    expect(api.revisions[0]?.status).toBe('pending');

    await store.approve();
    expect(store.changedMeanwhile).toBe(false);
    expect(api.revisions).toEqual([]);
  });

  it('forgets a stale notice when another course is opened', async () => {
    api.revisions = [aRevision(1, { version: 3 })];
    await expect(store.reject({ reason: 'No' })).rejects.toMatchObject({
      code: 'revision_not_pending',
    });
    api.reviews.set('course-2', aRevisionReview('course-2', 1));
    await store.load('course-2');
    expect(store.changedMeanwhile).toBe(false);
  });
});
