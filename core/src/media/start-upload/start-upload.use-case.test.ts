import { describe, expect, it } from 'vitest';
import { actorOf, aUser, anApprovedInstructor } from '../../../testing';
import { memoryMedia } from '@classroom/persistence-memory/testing';
import { MEDIA_EXPIRE_UPLOAD_JOB } from '../media-jobs';

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
});
