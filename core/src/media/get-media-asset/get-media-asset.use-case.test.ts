import { describe, expect, it } from 'vitest';
import { aMediaAsset, actorOf, anAdmin, anApprovedInstructor, aUser } from '../../../testing';
import { memoryMedia } from '@classroom/persistence-memory/testing';

describe('GetMediaAsset', () => {
  it('shows its owner and admins the file, and nobody else', async () => {
    const owner = anApprovedInstructor();
    const admin = anAdmin();
    const stranger = aUser();
    const world = memoryMedia();
    await world.given(owner, admin, stranger);
    const asset = aMediaAsset({ by: owner });
    await world.store.mediaAssets.insert(asset);

    for (const caller of [owner, admin]) {
      expect(
        (await world.media.getMediaAsset.execute(asset.id, actorOf(caller))).toProps(),
      ).toEqual(asset.toProps());
    }
    await world.expectRefused(
      () => world.media.getMediaAsset.execute(asset.id, actorOf(stranger)),
      'not_found',
    );
    await world.expectRefused(
      () => world.media.getMediaAsset.execute(asset.id, null),
      'unauthenticated',
    );
  });
});
