import { aCourse, aUser, anApprovedCourse } from '@classroom/core/testing';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './index';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('MemoryUnitOfWork', () => {
  it('commits every write of a transaction that succeeds', async () => {
    const store = createMemoryStore();
    const user = aUser();
    const course = aCourse();

    const result = await store.unitOfWork.transaction(async ({ users, courses }) => {
      await users.insert(user);
      await courses.insert(course);
      return 'done';
    });

    expect(result).toBe('done');
    expect(await store.users.findById(user.id)).not.toBeNull();
    expect(await store.courses.findById(course.id)).not.toBeNull();
  });

  it('rolls back every write of a transaction that fails, and passes the error on', async () => {
    const store = createMemoryStore();
    const kept = anApprovedCourse({ totalEnrollment: 3 });
    await store.courses.insert(kept);
    const failure = new Error('disk full');

    await expect(
      store.unitOfWork.transaction(async ({ users, courses }) => {
        await users.insert(aUser());
        await courses.incrementEnrollment(kept.id);
        await courses.incrementEnrollment(kept.id);
        throw failure;
      }),
    ).rejects.toBe(failure);

    expect(await store.users.count()).toBe(0);
    expect((await store.courses.findById(kept.id))?.totalEnrollment).toBe(3);
  });

  it('hides uncommitted writes from readers outside the transaction', async () => {
    const store = createMemoryStore();
    const user = aUser();
    let seenInside: unknown;
    let seenOutside: unknown = 'not read';

    await store.unitOfWork.transaction(async ({ users }) => {
      await users.insert(user);
      seenInside = await users.findById(user.id);
      seenOutside = await store.users.findById(user.id);
    });

    expect(seenInside).not.toBeNull();
    expect(seenOutside).toBeNull();
  });

  it('runs transactions one at a time, so read-then-write work never interleaves', async () => {
    const store = createMemoryStore();
    const course = anApprovedCourse();
    await store.courses.insert(course);

    await Promise.all(
      Array.from({ length: 5 }, () =>
        store.unitOfWork.transaction(async ({ courses }) => {
          const before = (await courses.findById(course.id))?.totalEnrollment;
          await tick();
          await courses.incrementEnrollment(course.id);
          return before;
        }),
      ),
    ).then((seen) => expect(seen).toEqual([0, 1, 2, 3, 4]));

    expect((await store.courses.findById(course.id))?.totalEnrollment).toBe(5);
  });

  it('keeps working after a transaction failed', async () => {
    const store = createMemoryStore();
    const user = aUser();

    await expect(
      store.unitOfWork.transaction(async () => {
        throw new Error('first fails');
      }),
    ).rejects.toThrow('first fails');
    await store.unitOfWork.transaction(({ users }) => users.insert(user));

    expect(await store.users.findById(user.id)).not.toBeNull();
  });

  it('keeps a write made outside the transaction while it ran', async () => {
    const store = createMemoryStore();
    const course = anApprovedCourse();
    const newcomer = aUser();
    await store.courses.insert(course);

    await store.unitOfWork.transaction(async ({ courses }) => {
      await courses.incrementEnrollment(course.id);
      // Someone signs up meanwhile, outside any transaction.
      await store.users.insert(newcomer);
      await tick();
    });

    expect(await store.users.findById(newcomer.id)).not.toBeNull();
    expect((await store.courses.findById(course.id))?.totalEnrollment).toBe(1);
  });
});
