import { describe, expect, it } from 'vitest';
import { anApprovedInstructor } from '../../../testing';
import { memoryMedia } from '@classroom/persistence-memory/testing';

describe('PurgeMedia', () => {
  it("removes every byte under the asset's prefix and nothing else", async () => {
    const owner = anApprovedInstructor();
    const world = memoryMedia();
    await world.given(owner);
    for (const key of ['a1/original', 'a1/w320.webp', 'a1/hls/master.m3u8', 'a12/original']) {
      await world.storage.put(key, Uint8Array.of(1), { contentType: 'application/octet-stream' });
    }
    await world.media.purgeMedia.execute('a1');
    expect([...world.storage.objects.keys()]).toEqual(['a12/original']);
    await world.media.purgeMedia.execute('a1');
  });
});
