import { describe, expect, it } from 'vitest';
import { actorOf, aMediaAsset, aUser, anAdmin, anApprovedInstructor } from '../../../testing';
import { memoryMedia } from '@classroom/persistence-memory/testing';
import { MEDIA_EXPIRE_UPLOAD_JOB } from '../media-jobs';
import { DEFAULT_UPLOAD_ALLOWANCES } from '../media-rules';

const MB = 1024 * 1024;

describe('StartUpload', () => {
  it('records the announced upload and schedules its sweep for when its time is up', async () => {
    const instructor = anApprovedInstructor();
    const world = memoryMedia();
    await world.given(instructor);

    const asset = await world.media.startUpload.execute(
      { kind: 'video', name: 'Week 1.mp4', size: 3 * MB },
      actorOf(instructor),
    );

    expect(asset.toProps()).toMatchObject({
      ownerId: instructor.id,
      kind: 'video',
      name: 'Week 1.mp4',
      key: `${asset.id}/original`,
      mimeType: 'video/mp4',
      size: 3 * MB,
      status: 'uploading',
    });
    expect((await world.store.mediaAssets.findById(asset.id))?.toProps()).toEqual(asset.toProps());
    const [job] = [...world.store.tables.jobs.values()];
    expect(job).toMatchObject({
      kind: MEDIA_EXPIRE_UPLOAD_JOB,
      payload: { assetId: asset.id },
      runAt: new Date(world.clock.now().getTime() + 24 * 60 * 60 * 1000),
    });
  });

  it.each([
    ['../escape.png', 10, 'validation_failed'],
    ['folder/photo.png', 10, 'validation_failed'],
    ['.hidden.png', 10, 'validation_failed'],
    ['empty.png', 0, 'empty_file'],
    ['big.png', 10 * MB + 1, 'file_too_large'],
    ['drawing.svg', 10, 'unsupported_file_type'],
    ['no-ending', 10, 'unsupported_file_type'],
    ['movie.mp4', 10, 'unsupported_file_type'],
  ] as const)(
    'refuses the picture %s (%i bytes): %s, keeping nothing',
    async (name, size, code) => {
      const user = aUser();
      const world = memoryMedia();
      await world.given(user);
      await world.expectRefused(
        () => world.media.startUpload.execute({ kind: 'image', name, size }, actorOf(user)),
        code,
      );
    },
  );

  it('says what the limit is, and the operator may set another', async () => {
    const instructor = anApprovedInstructor();
    const world = memoryMedia({ limits: { image: 2 * MB, video: 5 * MB, file: MB } });
    await world.given(instructor);
    await expect(
      world.media.startUpload.execute(
        { kind: 'video', name: 'long.mov', size: 6 * MB },
        actorOf(instructor),
      ),
    ).rejects.toMatchObject({
      code: 'file_too_large',
      message: 'Videos may be at most 5 MB; this file is 6 MB.',
    });
  });

  it('takes pictures from anyone signed in, lesson videos and files from approved instructors', async () => {
    const student = aUser();
    const world = memoryMedia();
    await world.given(student);
    await world.media.startUpload.execute(
      { kind: 'image', name: 'me.jpg', size: 10 },
      actorOf(student),
    );
    for (const kind of ['video', 'file'] as const) {
      await world.expectRefused(
        () =>
          world.media.startUpload.execute(
            { kind, name: kind === 'video' ? 'a.mp4' : 'a.pdf', size: 10 },
            actorOf(student),
          ),
        'forbidden',
      );
    }
    await world.expectRefused(
      () => world.media.startUpload.execute({ kind: 'image', name: 'a.png', size: 1 }, null),
      'unauthenticated',
    );
  });

  it("keeps each person's uploads within their role's quota, failed ones aside", async () => {
    const student = aUser();
    const instructor = anApprovedInstructor();
    const admin = anAdmin();
    const world = memoryMedia();
    await world.given(student, instructor, admin);
    // 45 MB kept, and a failed upload whose bytes were removed.
    await world.store.mediaAssets.insert(aMediaAsset({ by: student, size: 45 * MB }));
    await world.store.mediaAssets.insert(
      aMediaAsset({ by: student, size: 9 * MB, status: 'failed', failure: 'Unreadable' }),
    );
    const start = (user: typeof student, size: number) =>
      world.media.startUpload.execute({ kind: 'image', name: 'me.jpg', size }, actorOf(user));

    await start(student, 3 * MB);
    await expect(start(student, 3 * MB)).rejects.toMatchObject({
      code: 'storage_quota_exceeded',
      message:
        'Your uploads may take at most 50 MB in all; 48 MB are taken and this file is 3 MB. Delete files you no longer use first.',
      fields: { size: expect.stringMatching(/^Your uploads may take at most 50 MB/) },
    });
    await start(student, 2 * MB);
    await world.expectRefused(() => start(student, 1), 'storage_quota_exceeded');
    // What a student may not keep, an instructor and an admin may.
    await start(instructor, 10 * MB);
    await start(admin, 10 * MB);
  });

  it('refuses a person more uploads than their role may start in an hour, then lets them go on', async () => {
    const allowances = {
      ...DEFAULT_UPLOAD_ALLOWANCES,
      student: { quotaBytes: 50 * MB, uploadsPerHour: 3 },
    };
    const world = memoryMedia({ allowances });
    const student = aUser();
    const other = aUser();
    const instructor = anApprovedInstructor();
    await world.given(student, other, instructor);
    const start = (user: typeof student) =>
      world.media.startUpload.execute({ kind: 'image', name: 'me.jpg', size: 10 }, actorOf(user));
    for (let upload = 0; upload < 3; upload += 1) await start(student);
    world.clock.advance(20 * 60 * 1000);

    await expect(start(student)).rejects.toMatchObject({
      code: 'too_many_uploads',
      message: 'You may start 3 uploads an hour. Try again in 40 minutes.',
    });
    await world.expectRefused(() => start(student), 'too_many_uploads');
    await start(other);
    for (let upload = 0; upload < 4; upload += 1) await start(instructor);
    world.clock.advance(40 * 60 * 1000);
    await start(student);
  });
});
