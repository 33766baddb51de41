import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import {
  aCourseWithLessons,
  aFileDraft,
  aMediaAsset,
  aVideoDraft,
  actorOf,
  anApprovedInstructor,
} from '../../testing';

describe('lessons play real uploads', () => {
  it("refuses a video or file that is missing, someone else's, not a video, or failed", async () => {
    const core = memoryCore();
    const world = await aCourseWithLessons(core, [[]]);
    const stranger = anApprovedInstructor();
    await core.given(stranger);
    const theirs = aMediaAsset({ kind: 'video', by: stranger });
    const picture = aMediaAsset({ kind: 'image', by: world.owner });
    const failed = aMediaAsset({ kind: 'video', by: world.owner, status: 'failed' });
    for (const asset of [theirs, picture, failed]) await core.store.mediaAssets.insert(asset);
    const add = (assetId: string) =>
      core.useCases.addLesson.execute(
        world.course.id,
        world.sectionIds[0]!,
        aVideoDraft({
          content: { kind: 'video', source: { type: 'asset', assetId }, captionsUrl: null },
        }),
        actorOf(world.owner),
      );
    for (const [assetId, message] of [
      ['nothing', /not in your media library/],
      [theirs.id, /not in your media library/],
      [picture.id, /plays an uploaded video/],
      [failed.id, /could not be processed/],
    ] as const) {
      await expect(add(assetId)).rejects.toMatchObject({
        code: 'validation_failed',
        fields: { 'content.source.assetId': expect.stringMatching(message) },
      });
    }
    const slides = aMediaAsset({ kind: 'file', by: world.owner });
    await core.store.mediaAssets.insert(slides);
    const file = aFileDraft({ content: { kind: 'file', assetId: slides.id, name: 'Week 1.pdf' } });
    await core.useCases.addLesson.execute(
      world.course.id,
      world.sectionIds[0]!,
      file,
      actorOf(world.owner),
    );
  });
});
