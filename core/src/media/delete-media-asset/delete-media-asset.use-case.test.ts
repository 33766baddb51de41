import { describe, expect, it } from 'vitest';
import {
  aCourse,
  aMediaAsset,
  actorOf,
  anApprovedCourse,
  anApprovedInstructor,
  anAdmin,
} from '../../../testing';
import { memoryMedia } from '@classroom/persistence-memory/testing';
import type { HttpUrl } from '../../shared/http-url';
import { MEDIA_PURGE_JOB } from '../media-jobs';

async function world() {
  const owner = anApprovedInstructor();
  const media = memoryMedia();
  await media.given(owner);
  return { media, owner };
}

describe('DeleteMediaAsset', () => {
  it('deletes the record at once and leaves the bytes to a purge job', async () => {
    const { media, owner } = await world();
    const asset = aMediaAsset({ by: owner });
    await media.store.mediaAssets.insert(asset);

    await media.media.deleteMediaAsset.execute(asset.id, actorOf(owner));

    expect(await media.store.mediaAssets.findById(asset.id)).toBeNull();
    expect(media.jobsOf(MEDIA_PURGE_JOB)).toEqual([{ assetId: asset.id }]);
  });

  it('refuses while a published course shows the picture, and allows it for a draft', async () => {
    const { media, owner } = await world();
    const asset = aMediaAsset({ by: owner });
    await media.store.mediaAssets.insert(asset);
    const image = `/media/images/${asset.id}?bg=aabbcc` as HttpUrl;
    const published = anApprovedCourse({ by: owner, image });
    await media.given(published);

    await expect(
      media.media.deleteMediaAsset.execute(asset.id, actorOf(owner)),
    ).rejects.toMatchObject({
      code: 'media_in_use',
      message: `This file is used by the picture of the published course "${published.name}". Remove it from there first.`,
    });
    await media.expectRefused(
      () => media.media.deleteMediaAsset.execute(asset.id, actorOf(owner)),
      'media_in_use',
    );

    const draftOnly = aMediaAsset({ by: owner });
    await media.store.mediaAssets.insert(draftOnly);
    await media.given(aCourse({ by: owner, image: `/media/images/${draftOnly.id}` as HttpUrl }));
    await media.media.deleteMediaAsset.execute(draftOnly.id, actorOf(owner));
    expect(await media.store.mediaAssets.findById(draftOnly.id)).toBeNull();
  });

  it("answers not found for anyone else's file, admins included, and for one already gone", async () => {
    const { media, owner } = await world();
    const other = anApprovedInstructor();
    const admin = anAdmin();
    await media.given(other, admin);
    const asset = aMediaAsset({ by: owner });
    await media.store.mediaAssets.insert(asset);
    for (const caller of [other, admin]) {
      await media.expectRefused(
        () => media.media.deleteMediaAsset.execute(asset.id, actorOf(caller)),
        'not_found',
      );
    }
    await media.media.deleteMediaAsset.execute(asset.id, actorOf(owner));
    await media.expectRefused(
      () => media.media.deleteMediaAsset.execute(asset.id, actorOf(owner)),
      'not_found',
    );
  });
});
