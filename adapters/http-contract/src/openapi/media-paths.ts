import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { id } from '../fields';
import {
  lessonMediaWire,
  lessonPlaylistParams,
  mediaAssetWire,
  mediaPageWire,
  mediaQuery,
  pictureQuery,
} from '../schemas/media';
import { deletedWire } from '../schemas/answers';
import { json, listHeaders, notModified, operation } from './operation';

const assetPath = z.object({ id: id.meta({ description: "The file's id" }) });
const lessonPath = z.object({ id: id.meta({ description: "The course's id" }), lessonId: id });

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
 * An owner's uploaded files (issue 16). The uploads themselves speak tus 1.0 at
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
      requestParams: { path: assetPath, query: pictureQuery },
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
  '/api/v1/learn/{id}/lessons/{lessonId}/media': {
    get: operation({
      operationId: 'lessonMedia',
      tags: ['media'],
      summary:
        "A lesson's video or file as a short-lived signed address, or its YouTube/Vimeo embed",
      description:
        'Enrolled students, the owner and admins, for every lesson; any other signed-in person ' +
        'for preview lessons only (403 otherwise). The address is checked on every request, byte ' +
        'ranges included, and answers 403 once expired (MEDIA_URL_SECONDS, 15 minutes by ' +
        'default): ask again. 409 `media_not_ready` while the upload is being processed; 404 ' +
        'for a lesson without media. Records nothing.',
      requestParams: { path: lessonPath },
      ok: { 200: json('The media', lessonMediaWire) },
      errors: [400, 401, 403, 404, 409, 503],
    }),
  },
  '/api/v1/learn/{id}/lessons/{lessonId}/media/hls/{file}': {
    get: playlistOperation('lessonPlaylist', 'the master or a playlist beside it'),
  },
  '/api/v1/learn/{id}/lessons/{lessonId}/media/hls/{rung}/{file}': {
    get: playlistOperation('lessonRungPlaylist', "one height's"),
  },
  '/api/v1/media': {
    get: operation({
      operationId: 'mediaLibrary',
      tags: ['media'],
      summary: "The caller's media library, newest first, 20 a page, each with where it is used",
      requestParams: { query: mediaQuery },
      ok: { 200: json('One page of files', mediaPageWire, listHeaders) },
      errors: [400, 401, 403, 503],
    }),
  },
  '/api/v1/media/{id}': {
    get: operation({
      operationId: 'mediaAsset',
      tags: ['media'],
      summary: 'One of the caller’s files (admins: anyone’s): its status while it is processed',
      requestParams: { path: assetPath },
      ok: { 200: json('The file', mediaAssetWire) },
      errors: [400, 401, 403, 404, 503],
    }),
    delete: operation({
      operationId: 'deleteMedia',
      tags: ['media'],
      summary: 'Delete one of the caller’s files, with every rendition and an upload in progress',
      description:
        'Refused (409 `media_in_use`) while a published lesson, a published course’s picture or ' +
        'the caller’s profile photo shows it. Its bytes are removed in the background.',
      requestParams: { path: assetPath },
      ok: { 200: json('Deleted', deletedWire) },
      errors: [400, 401, 403, 404, 409, 503],
    }),
  },
};
