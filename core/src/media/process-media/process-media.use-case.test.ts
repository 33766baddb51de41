import { describe, expect, it } from 'vitest';
import { actorOf, anApprovedInstructor } from '../../../testing';
import { memoryMedia } from '@classroom/persistence-memory/testing';

const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9, 9);

async function received(kind: 'image' | 'file', name: string, bytes: Uint8Array, type: string) {
  const owner = anApprovedInstructor();
  const world = memoryMedia();
  await world.given(owner);
  const assetId = await world.uploaded(owner, name, bytes, kind);
  await world.media.finishUpload.execute({ assetId, detectedType: type }, actorOf(owner));
  return { world, assetId, owner };
}

describe('ProcessMedia', () => {
  it('makes a picture ready with its checksum, size, placeholder colour and renditions', async () => {
    const { world, assetId } = await received('image', 'photo.png', PNG, 'image/png');
    expect(await world.media.processMedia.execute(assetId)).toBe('ready');
    const asset = (await world.store.mediaAssets.findById(assetId))!;
    const { sha256 } = await world.storage.digest(asset.key);
    expect(asset.toProps()).toMatchObject({
      status: 'ready',
      sha256,
      width: 800,
      height: 450,
      placeholder: '#336699',
    });
    expect(asset.variants.map((variant) => variant.key)).toEqual([
      `${assetId}/w320.avif`,
      `${assetId}/w320.webp`,
      `${assetId}/w320.png`,
      `${assetId}/w640.avif`,
      `${assetId}/w640.webp`,
      `${assetId}/w640.png`,
    ]);
    for (const variant of asset.variants) {
      expect(await world.storage.head(variant.key)).toMatchObject({
        contentType: variant.contentType,
      });
    }
    expect(asset.imageUrl).toBe(`/media/images/${assetId}?bg=336699`);
  });

  it('makes a file ready with its checksum alone', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 slides');
    const { world, assetId } = await received('file', 'slides.pdf', pdf, 'application/pdf');
    expect(await world.media.processMedia.execute(assetId)).toBe('ready');
    expect((await world.store.mediaAssets.findById(assetId))?.toProps()).toMatchObject({
      status: 'ready',
      sha256: (await world.storage.digest(`${assetId}/original`)).sha256,
      variants: [],
    });
  });

  it('fails for good a picture its processor cannot read, saying why, and keeps none of its bytes', async () => {
    const { world, assetId, owner } = await received(
      'image',
      'photo.png',
      Uint8Array.of(1, 2, 3),
      'image/png',
    );
    expect(await world.media.processMedia.execute(assetId)).toBe('failed');
    expect((await world.store.mediaAssets.findById(assetId))?.toProps()).toMatchObject({
      status: 'failed',
      failure: 'The file could not be read as a picture.',
    });
    expect([...world.storage.objects.keys()].filter((key) => key.startsWith(assetId))).toEqual([]);
    expect(await world.store.mediaAssets.usageOf(owner.id)).toBe(0);
  });

  it('removes what it made when the asset was deleted meanwhile', async () => {
    const { world, assetId, owner } = await received('image', 'photo.png', PNG, 'image/png');
    const slow = world.media.processMedia.execute(assetId);
    await world.media.deleteMediaAsset.execute(assetId, actorOf(owner));
    expect(await slow).toBe('gone');
    expect([...world.storage.objects.keys()].filter((key) => key.startsWith(assetId))).toEqual([]);
    expect(await world.media.processMedia.execute(assetId)).toBe('gone');
  });
});
