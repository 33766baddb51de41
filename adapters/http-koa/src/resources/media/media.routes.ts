import { MEDIA_PAGE_SIZE } from '@classroom/core';
import {
  mediaEndpoints as endpoints,
  lessonPlaylistParams,
  mediaParams,
  noQuery,
  pictureQuery,
  routes,
  type MediaPageWire,
} from '@classroom/http-contract';
import { Readable } from 'node:stream';
import type Router from '@koa/router';
import type { AppState } from '../../app-state';
import { EndpointRouter, register } from '../../endpoints/register';
import { authenticate } from '../../middleware/authenticate';
import { endpoint } from '../../middleware/endpoint';
import {
  presentLessonMedia,
  presentLibraryEntry,
  presentMediaAsset,
} from '../../presenters/media.presenter';
import type { RouteDeps } from '../route-deps';

/**
 * An owner's media library (their uploads, one to follow, deleting one), lesson media, and
 * uploaded pictures for anyone.
 */
export function mediaRoutes(deps: RouteDeps): Router<AppState> {
  const router = new EndpointRouter(deps);
  const media = deps.media;
  if (!media) return router.koa;
  const signedIn = authenticate(deps.authenticate, 'signedIn');

  register(router, endpoints.mediaLibrary, async ({ query, actor }) => {
    const page = await media.listMediaLibrary.execute(
      {
        text: query.q,
        kind: query.kind,
        status: query.state,
        sort: query.sort,
        page: query.page ?? 1,
      },
      actor,
    );
    const body: MediaPageWire = {
      assets: page.items.map(presentLibraryEntry),
      page: page.page,
      pages: Math.max(1, Math.ceil(page.total / MEDIA_PAGE_SIZE)),
      total: page.total,
      pageSize: MEDIA_PAGE_SIZE,
      storage: page.storage,
    };
    return { body };
  });

  register(router, endpoints.mediaAsset, async ({ params, actor }) => ({
    body: presentMediaAsset(await media.getMediaAsset.execute(params.id, actor)),
  }));

  register(router, endpoints.deleteMedia, async ({ params, actor }) => {
    await media.deleteMediaAsset.execute(params.id, actor);
    return { body: { deletedCount: 1 } };
  });

  register(router, endpoints.lessonMedia, async ({ params, actor }) => ({
    body: presentLessonMedia(await media.getLessonMedia.execute(params.id, params.lessonId, actor)),
  }));

  // The playlists and pictures answer files with their own content type and caching headers,
  // which a table's JSON answers do not describe: they stay registered here by hand.
  const playlist = endpoint(
    { params: lessonPlaylistParams, query: noQuery },
    async ({ params, actor }, ctx) => {
      const name = params.rung ? `${params.rung}/${params.file}` : params.file;
      const text = await media.getLessonPlaylist.execute(
        { courseId: params.id, lessonId: params.lessonId, name },
        actor,
      );
      // Its segment addresses are signed for this caller and expire: never kept.
      ctx.set('Cache-Control', 'private, no-store');
      ctx.type = 'application/vnd.apple.mpegurl';
      return { body: text };
    },
  );
  router.koa.get(routes.lessonPlaylist.path, signedIn, playlist);
  router.koa.get(routes.lessonRungPlaylist.path, signedIn, playlist);

  router.koa.get(
    routes.picture.path,
    endpoint({ params: mediaParams, query: pictureQuery }, async ({ params, query }, ctx) => {
      const picture = await media.getPicture.execute({
        assetId: params.id,
        width: query.w ?? null,
        accepts: ctx.accepts().filter((type) => type.startsWith('image/')),
      });
      // The bytes under an address never change: browsers and proxies keep them a year.
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.vary('Accept');
      ctx.etag = picture.etag;
      ctx.type = picture.contentType;
      ctx.status = 200;
      if (ctx.fresh) return { status: 304, body: null };
      ctx.length = picture.size;
      return { body: Readable.from(picture.body) };
    }),
  );

  return router.koa;
}
