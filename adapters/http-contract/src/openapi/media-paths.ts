import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { lessonPlaylistParams, mediaParams, pictureQuery } from '../schemas/media';
import { notModified, operation } from './operation';

/** The two playlist routes: at the ladder's top, and one height down (`360p/index.m3u8`). */
function playlistOperation(operationId: 'lessonPlaylist' | 'lessonRungPlaylist', which: string) {
  const path =
    operationId === 'lessonPlaylist'
      ? lessonPlaylistParams.omit({ rung: true })
      : lessonPlaylistParams.required({ rung: true });
  return operation({
    operationId,
    tags: ['media'],
    summary: `A playlist of a lesson video's HLS ladder: ${which}`,
    description:
      'For whoever may open the lesson, as lessonMedia (403 otherwise; 404 before the ladder ' +
      'is made). Playlists name playlists by paths under this one; segments are signed ' +
      'addresses of the media store, valid for MEDIA_URL_SECONDS plus the video’s length. ' +
      'Not cached.',
    requestParams: { path },
    ok: {
      200: {
        description: 'The playlist',
        content: { 'application/vnd.apple.mpegurl': { schema: z.string() } },
      },
    },
    errors: [400, 401, 403, 404, 409, 503],
  });
}

/**
 * The media routes that answer files, not JSON: a lesson video's HLS playlists and the uploaded
 * pictures. An endpoint table's answers are JSON (or its CSV form) with a body schema and
 * declared headers; these send their own content type, ETag, Cache-Control and Vary, a 304
 * and a stream, so they stay described here and registered by hand (the rest of the media
 * routes are in `endpoints/media.endpoints.ts`). The uploads themselves speak tus 1.0 at
 * /api/v1/uploads (docs/api.md), which this document does not describe.
 */
export const mediaPaths: ZodOpenApiPathsObject = {
  '/media/images/{id}': {
    get: operation({
      operationId: 'picture',
      tags: ['media'],
      summary: 'An uploaded picture (course picture, profile photo), to anyone with its address',
      description:
        'The smallest rendition at least `w` wide (the largest without `w`), as AVIF or WebP ' +
        'when the Accept header takes them, else JPEG or PNG; `Vary: Accept`. Its bytes never ' +
        'change, so it is cached for a year. 404 for a picture not yet processed.',
      public: true,
      requestParams: { path: mediaParams, query: pictureQuery },
      ok: {
        200: {
          description: 'The picture',
          content: { 'image/*': { schema: z.string().meta({ format: 'binary' }) } },
        },
        304: notModified,
      },
      errors: [400, 404, 503],
    }),
  },
  '/api/v1/learn/{id}/lessons/{lessonId}/media/hls/{file}': {
    get: playlistOperation('lessonPlaylist', 'the master or a playlist beside it'),
  },
  '/api/v1/learn/{id}/lessons/{lessonId}/media/hls/{rung}/{file}': {
    get: playlistOperation('lessonRungPlaylist', "one height's"),
  },
};
