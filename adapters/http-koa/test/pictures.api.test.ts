import { beforeEach, describe, expect, it } from 'vitest';
import { aMediaAsset } from '@classroom/core/testing';
import { served } from './support/conformance';
import { testWorld, type TestWorld } from './support/world';

let world: TestWorld;

const CHROME_IMAGES = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

beforeEach(async () => {
  world = await testWorld();
  const variants = [320, 640].flatMap((width) =>
    (['image/avif', 'image/webp', 'image/jpeg'] as const).map((contentType) => ({
      role: 'image' as const,
      key: `p/w${width}.${contentType.split('/')[1]}`,
      contentType,
      width,
      height: width / 2,
      size: 4,
    })),
  );
  await world.store.mediaAssets.insert(aMediaAsset({ id: 'p', variants }));
  for (const variant of variants) {
    await world.storage.put(variant.key, new TextEncoder().encode(variant.key.slice(2, 6)), {
      contentType: variant.contentType,
    });
  }
});

describe('uploaded pictures, to anyone', () => {
  it('answers the rendition the srcset width and the browser ask for, cached for a year', async () => {
    const answer = await served(world)
      .get('/media/images/p?w=300&bg=5a7d9a')
      .set('Accept', CHROME_IMAGES)
      .buffer(true);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/avif');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toContain('Accept');
    expect(Buffer.from(answer.body).toString()).toBe('w320');

    const older = await served(world).get('/media/images/p').set('Accept', 'image/*');
    expect(older.headers['content-type']).toBe('image/jpeg');

    const again = await served(world)
      .get('/media/images/p?w=300')
      .set('Accept', CHROME_IMAGES)
      .set('If-None-Match', answer.headers.etag!);
    expect(again.status).toBe(304);
  });

  it('refuses a bad width and knows no unknown picture', async () => {
    const bad = await served(world).get('/media/images/p?w=-4');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('w');
    const unknown = await served(world).get('/media/images/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
  });
});
