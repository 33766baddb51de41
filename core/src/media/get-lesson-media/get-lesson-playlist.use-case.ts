import type { Actor } from '../../shared/actor';
import { NotFoundError } from '../../shared/errors';
import type { MediaDependencies } from '../media-dependencies';
import { hlsKey } from '../make-hls-ladder/hls-keys';
import { lessonAssetFor, signedUrlSeconds } from './lesson-asset';

/** A playlist of a ladder: the master, or one height's (`360p/index.m3u8`). */
const PLAYLIST_NAME = /^(?:[a-z0-9]+\/)?[a-z0-9-]+\.m3u8$/;

/** Where the website asks for a lesson's playlists; a ladder's own paths resolve under it. */
export function lessonPlaylistPath(courseId: string, lessonId: string, name: string): string {
  return `/api/v1/learn/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(lessonId)}/media/hls/${name}`;
}

/** The master playlist's name under the ladder, from the asset's `hls` variant. */
export function masterPlaylistName(assetId: string, variantKey: string): string {
  return variantKey.slice(hlsKey(assetId, '').length);
}

/**
 * A playlist of a lesson video's HLS ladder, for whoever may open the lesson (403 otherwise).
 * Playlists name playlists by paths that resolve to this same check; segments are written as
 * signed addresses of the media store, valid long enough to watch the video through once.
 */
export class GetLessonPlaylist {
  constructor(private readonly deps: MediaDependencies) {}

  async execute(
    input: { courseId: string; lessonId: string; name: string },
    actor: Actor | null,
  ): Promise<string> {
    const { asset } = await lessonAssetFor(this.deps, input.courseId, input.lessonId, actor);
    if (!asset || !asset.variant('hls') || !PLAYLIST_NAME.test(input.name)) {
      throw new NotFoundError('file');
    }
    const body = await this.deps.storage.read(hlsKey(asset.id, input.name));
    if (!body) throw new NotFoundError('file');
    // The core runs on no particular platform: text from bytes without Node's Buffer.
    const decoder = new TextDecoder();
    let playlist = '';
    for await (const chunk of body) playlist += decoder.decode(chunk, { stream: true });
    playlist += decoder.decode();

    const folder = input.name.includes('/') ? input.name.slice(0, input.name.indexOf('/') + 1) : '';
    const expiresInSeconds =
      signedUrlSeconds(this.deps) + Math.ceil(asset.toProps().durationSeconds ?? 0);
    const lines: string[] = [];
    for (const line of playlist.split('\n')) {
      const uri = line.trim();
      if (uri === '' || uri.startsWith('#') || uri.endsWith('.m3u8')) {
        lines.push(line);
        continue;
      }
      if (!/^[a-z0-9_-]+\.ts$/i.test(uri)) throw new NotFoundError('file');
      lines.push(
        await this.deps.storage.signedUrl(hlsKey(asset.id, `${folder}${uri}`), {
          expiresInSeconds,
          contentType: 'video/mp2t',
        }),
      );
    }
    return lines.join('\n');
  }
}
