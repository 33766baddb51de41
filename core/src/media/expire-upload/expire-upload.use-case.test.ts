import { describe, expect, it } from 'vitest';
import { actorOf, anApprovedInstructor } from '../../../testing';
import { memoryMedia } from '@classroom/persistence-memory/testing';

const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

describe('ExpireUpload', () => {
  it('sweeps an upload never finished: its bytes and its record', async () => {
    const owner = anApprovedInstructor();
    const world = memoryMedia();
    await world.given(owner);
    const assetId = await world.uploaded(owner, 'half.png', PNG);

    expect(await world.media.expireUpload.execute(assetId)).toBe('swept');
    expect(await world.store.mediaAssets.findById(assetId)).toBeNull();
    expect(world.storage.objects.size).toBe(0);
    expect(await world.media.expireUpload.execute(assetId)).toBe('swept');
  });

  it('leaves a finished upload alone', async () => {
    const owner = anApprovedInstructor();
    const world = memoryMedia();
    await world.given(owner);
    const assetId = await world.uploaded(owner, 'done.png', PNG);
    await world.media.finishUpload.execute({ assetId, detectedType: 'image/png' }, actorOf(owner));

    expect(await world.media.expireUpload.execute(assetId)).toBe('finished');
    expect((await world.store.mediaAssets.findById(assetId))?.status).toBe('processing');
    expect(world.storage.objects.size).toBe(1);
  });
});
