import { memoryMedia } from '@classroom/persistence-memory/testing';
import { describe, expect, it } from 'vitest';
import { aMediaAsset, anApprovedInstructor } from '../../../testing';
import type { MediaVariant } from '../media-asset';

const rendition = (id: string, width: number, type: string): MediaVariant => ({
  role: 'image',
  key: `${id}/w${width}.${type.split('/')[1]}`,
  contentType: type,
  width,
  height: width / 2,
  size: width,
});

async function aPicture(variants: (id: string) => MediaVariant[], status = 'ready' as const) {
  const world = memoryMedia();
  const owner = anApprovedInstructor();
  await world.given(owner);
  const asset = aMediaAsset({ by: owner, id: 'pic', status, variants: variants('pic') });
  await world.store.mediaAssets.insert(asset);
  for (const key of [asset.key, ...asset.variants.map((variant) => variant.key)]) {
    await world.storage.put(key, new TextEncoder().encode(key), { contentType: 'image/x' });
  }
  const read = async (width: number | null, accepts: string[]) => {
    const picture = await world.media.getPicture.execute({ assetId: 'pic', width, accepts });
    let text = '';
    for await (const chunk of picture.body) text += new TextDecoder().decode(chunk);
    return { ...picture, text };
  };
  return { world, read };
}

const LADDER = (id: string) =>
  [320, 640, 1280].flatMap((width) =>
    ['image/avif', 'image/webp', 'image/jpeg'].map((type) => rendition(id, width, type)),
  );

describe('GetPicture', () => {
  it('answers the smallest rendition at least as wide as asked, in the best type taken', async () => {
    const { read } = await aPicture(LADDER);
    expect((await read(600, ['image/avif', 'image/webp'])).text).toBe('pic/w640.avif');
    expect((await read(600, ['image/webp'])).text).toBe('pic/w640.webp');
    expect((await read(321, [])).text).toBe('pic/w640.jpeg');
    expect((await read(5000, ['image/webp'])).text).toBe('pic/w1280.webp');
    const largest = await read(null, ['image/avif']);
    expect(largest).toMatchObject({ text: 'pic/w1280.avif', contentType: 'image/avif' });
    expect(largest.etag).not.toBe((await read(null, ['image/webp'])).etag);
  });

  it('answers the original of a picture without renditions', async () => {
    const { read } = await aPicture(() => []);
    expect(await read(320, ['image/webp'])).toMatchObject({
      text: 'pic/original',
      contentType: 'image/png',
    });
  });

  it('knows no picture that is not ready, not a picture, or missing', async () => {
    const { world } = await aPicture(LADDER, 'processing' as 'ready');
    await world.expectRefused(
      () => world.media.getPicture.execute({ assetId: 'pic', width: null, accepts: [] }),
      'not_found',
    );
    await world.expectRefused(
      () => world.media.getPicture.execute({ assetId: 'nothing', width: null, accepts: [] }),
      'not_found',
    );
    const video = aMediaAsset({ id: 'clip', kind: 'video' });
    await world.store.mediaAssets.insert(video);
    await world.expectRefused(
      () => world.media.getPicture.execute({ assetId: 'clip', width: null, accepts: [] }),
      'not_found',
    );
  });
});
