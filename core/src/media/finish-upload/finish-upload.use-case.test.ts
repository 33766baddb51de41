import { describe, expect, it } from 'vitest';
import { actorOf, anApprovedInstructor } from '../../../testing';
import { memoryMedia } from '@classroom/persistence-memory/testing';
import { MEDIA_PROCESS_JOB } from '../media-jobs';

const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3);

describe('FinishUpload', () => {
  it('takes the type from the bytes and hands the asset to processing', async () => {
    const owner = anApprovedInstructor();
    const world = memoryMedia();
    await world.given(owner);
    const assetId = await world.uploaded(owner, 'Photo.PNG', PNG);

    const asset = await world.media.finishUpload.execute(
      { assetId, detectedType: 'image/png' },
      actorOf(owner),
    );

    expect(asset.status).toBe('processing');
    expect((await world.store.mediaAssets.findById(assetId))?.status).toBe('processing');
    expect(world.jobsOf(MEDIA_PROCESS_JOB)).toEqual([{ assetId }]);
    // Again: nothing more happens.
    await world.media.finishUpload.execute({ assetId, detectedType: 'image/png' }, actorOf(owner));
    expect(world.jobsOf(MEDIA_PROCESS_JOB)).toHaveLength(1);
  });

  it.each([
    ['image/jpeg', 'its contents are a JPEG image'],
    [null, 'its contents are of a type that cannot be uploaded here'],
    ['video/mp4', 'its contents are an MP4 video'],
  ])(
    'refuses bytes of %s under a .png name and removes them with the record',
    async (type, says) => {
      const owner = anApprovedInstructor();
      const world = memoryMedia();
      await world.given(owner);
      const assetId = await world.uploaded(owner, 'photo.png', PNG);

      await expect(
        world.media.finishUpload.execute({ assetId, detectedType: type }, actorOf(owner)),
      ).rejects.toMatchObject({
        code: 'file_type_mismatch',
        message: `photo.png is not a PNG image: ${says}. Nothing was kept.`,
      });
      expect(await world.store.mediaAssets.findById(assetId)).toBeNull();
      expect(world.storage.objects.size).toBe(0);
      expect(world.jobsOf(MEDIA_PROCESS_JOB)).toEqual([]);
    },
  );

  it("answers not found for anyone else's upload", async () => {
    const owner = anApprovedInstructor();
    const other = anApprovedInstructor();
    const world = memoryMedia();
    await world.given(owner, other);
    const assetId = await world.uploaded(owner, 'photo.png', PNG);
    await world.expectRefused(
      () =>
        world.media.finishUpload.execute({ assetId, detectedType: 'image/png' }, actorOf(other)),
      'not_found',
    );
  });
});
