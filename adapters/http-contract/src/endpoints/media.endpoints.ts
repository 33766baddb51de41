import { deletedWire } from '../schemas/answers';
import { lessonParams } from '../schemas/learning';
import {
  lessonMediaWire,
  mediaAssetWire,
  mediaPageWire,
  mediaParams,
  mediaQuery,
} from '../schemas/media';
import { endpointTable } from './endpoint';

/**
 * An owner's uploaded files and a lesson's media (issue 16). The uploads themselves speak tus
 * 1.0 at /api/v1/uploads (docs/api.md), which the document does not describe; the HLS
 * playlists and the pictures answer files, not JSON, and stay in `openapi/media-paths.ts`.
 */
export const mediaEndpoints = endpointTable({
  mediaLibrary: {
    method: 'GET',
    path: '/api/v1/media',
    access: 'signedIn',
    tag: 'media',
    summary: "The caller's media library, newest first, 20 a page, each with where it is used",
    query: mediaQuery,
    answer: { 200: { description: 'One page of files', schema: mediaPageWire } },
    paging: 'page',
    errors: ['forbidden', 'service_unavailable'],
  },
  mediaAsset: {
    method: 'GET',
    path: '/api/v1/media/:id',
    access: 'signedIn',
    tag: 'media',
    summary: 'One of the caller’s files (admins: anyone’s): its status while it is processed',
    params: mediaParams,
    answer: { 200: { description: 'The file', schema: mediaAssetWire } },
    errors: ['forbidden', 'not_found', 'service_unavailable'],
  },
  deleteMedia: {
    method: 'DELETE',
    path: '/api/v1/media/:id',
    access: 'signedIn',
    tag: 'media',
    summary: 'Delete one of the caller’s files, with every rendition and an upload in progress',
    description:
      'Refused (409 `media_in_use`) while a published lesson, a published course’s picture or ' +
      'the caller’s profile photo shows it. Its bytes are removed in the background.',
    params: mediaParams,
    answer: { 200: { description: 'Deleted', schema: deletedWire } },
    errors: ['forbidden', 'not_found', 'media_in_use', 'service_unavailable'],
  },
  lessonMedia: {
    method: 'GET',
    path: '/api/v1/learn/:id/lessons/:lessonId/media',
    access: 'signedIn',
    tag: 'media',
    summary: "A lesson's video or file as a short-lived signed address, or its YouTube/Vimeo embed",
    description:
      'Enrolled students, the owner and admins, for every lesson; any other signed-in person ' +
      'for preview lessons only (403 otherwise). The address is checked on every request, byte ' +
      'ranges included, and answers 403 once expired (MEDIA_URL_SECONDS, 15 minutes by ' +
      'default): ask again. 409 `media_not_ready` while the upload is being processed; 404 ' +
      'for a lesson without media. Records nothing.',
    params: lessonParams,
    answer: { 200: { description: 'The media', schema: lessonMediaWire } },
    errors: ['forbidden', 'not_found', 'media_not_ready', 'service_unavailable'],
  },
});
