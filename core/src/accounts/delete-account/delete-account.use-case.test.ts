import { describe, expect, it } from 'vitest';
import { LocalAccount, type Email, type HttpUrl } from '../../index';
import {
  aCompletedCourse,
  aMediaAsset,
  aReviewableCourse,
  aUser,
  actorOf,
  anAdmin,
  anApprovedCourse,
  anApprovedInstructor,
} from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

async function studentWhoPaid() {
  const student = aUser();
  const course = anApprovedCourse();
  const core = memoryCore();
  await core.given(student, course);
  await core.pay(student, course.id);
  await core.store.localAccounts.insert(
    LocalAccount.register({
      id: 'acct-student',
      email: student.email,
      displayName: student.displayName,
      photoURL: 'https://example.com/me.png' as HttpUrl,
      passwordHash: 'fake$x',
      createdAt: core.clock.now(),
    }),
  );
  return { core, student, course };
}

describe('DeleteAccount', () => {
  it('removes the person and their sign-in, and keeps their payments for the books', async () => {
    const { core, student, course } = await studentWhoPaid();
    const [receipt] = await core.store.enrollments.paymentsOf(student.email);

    await core.useCases.deleteAccount.execute(
      { confirmEmail: ` ${student.email.toUpperCase()} ` },
      actorOf(student),
    );

    expect(await core.store.users.findByEmail(student.email)).toBeNull();
    expect(await core.store.localAccounts.findByEmail(student.email)).toBeNull();
    expect(await core.store.enrollments.paymentsOf(student.email)).toEqual([]);
    const standIn = `deleted-${student.id}@deleted.invalid` as Email;
    expect(await core.store.enrollments.paymentsOf(standIn)).toEqual([
      { ...receipt, email: standIn, name: 'Deleted user' },
    ]);
    expect((await core.store.enrollments.figuresOf(course.id)).enrollments).toBe(1);
    const record = await core.store.users.findByEmail(standIn);
    expect(record?.toProps()).toMatchObject({ displayName: 'Deleted user', photoURL: '' });
    expect(JSON.stringify(record?.toProps())).not.toContain(student.displayName);
  });

  it('moves their certificates to the stand-in, so a new account of the address sees none', async () => {
    const core = memoryCore();
    const { student, certificate } = await aCompletedCourse(core);

    await core.useCases.deleteAccount.execute({ confirmEmail: student.email }, actorOf(student));

    expect(await core.store.certificates.listOfHolder(student.email)).toEqual([]);
    const standIn = `deleted-${student.id}@deleted.invalid` as Email;
    expect((await core.store.certificates.findById(certificate!.id))?.email).toBe(standIn);
  });

  it("removes the person's uploaded files, their bytes purged by a job, and no one else's", async () => {
    const { core, student } = await studentWhoPaid();
    const someoneElse = aUser();
    const theirs = [aMediaAsset({ by: student }), aMediaAsset({ by: student, kind: 'file' })];
    const kept = aMediaAsset({ by: someoneElse });
    for (const asset of [...theirs, kept]) await core.store.mediaAssets.insert(asset);

    await core.useCases.deleteAccount.execute({ confirmEmail: student.email }, actorOf(student));

    for (const asset of theirs) expect(await core.store.mediaAssets.findById(asset.id)).toBeNull();
    expect(await core.store.mediaAssets.findById(kept.id)).not.toBeNull();
    const purges = [...core.store.tables.jobs.values()].filter((job) => job.kind === 'media.purge');
    const purged = purges.map((job) => (job.payload as { assetId: string }).assetId);
    expect(purged.sort()).toEqual(theirs.map((asset) => asset.id).sort());
  });

  it('keeps their reviews in the averages under the stand-in, without their name', async () => {
    const core = memoryCore();
    const world = await aReviewableCourse(core);
    const review = await core.useCases.postReview.execute(
      world.course.id,
      { rating: 2, text: 'Too fast' },
      actorOf(world.student),
    );

    await core.useCases.deleteAccount.execute(
      { confirmEmail: world.student.email },
      actorOf(world.student),
    );

    expect((await core.store.reviews.findById(review.id))?.toProps()).toMatchObject({
      authorId: `deleted-${world.student.id}`,
      authorName: 'Deleted user',
      rating: 2,
    });
    expect((await core.store.courses.findById(world.course.id))?.ratingCount).toBe(1);
  });

  it('needs the e-mail typed to confirm, and changes nothing without it', async () => {
    const { core, student } = await studentWhoPaid();
    await core.expectRefused(
      () => core.useCases.deleteAccount.execute({ confirmEmail: 'oops' }, actorOf(student)),
      'validation_failed',
    );
  });

  it('refuses admins, instructors with courses and visitors', async () => {
    const admin = anAdmin();
    const instructor = anApprovedInstructor();
    const course = anApprovedCourse({ by: instructor });
    const core = memoryCore();
    await core.given(admin, instructor, course);
    await core.expectRefused(
      () => core.useCases.deleteAccount.execute({ confirmEmail: admin.email }, actorOf(admin)),
      'forbidden',
    );
    await core.expectRefused(
      () =>
        core.useCases.deleteAccount.execute(
          { confirmEmail: instructor.email },
          actorOf(instructor),
        ),
      'forbidden',
    );
    await core.expectRefused(
      () => core.useCases.deleteAccount.execute({ confirmEmail: 'x@y.z' }, null),
      'unauthenticated',
    );
  });

  it('records the deletion and the stand-in that keeps the books, with no personal data', async () => {
    const { core, student } = await studentWhoPaid();

    await core.useCases.deleteAccount.execute({ confirmEmail: student.email }, actorOf(student));

    expect(core.auditLog()).toEqual([
      {
        kind: 'account-deleted',
        actorId: student.id,
        subject: { type: 'user', id: student.id },
        before: null,
        after: { standInId: `deleted-${student.id}` },
        at: core.clock.now(),
      },
    ]);
  });
});
