import { z } from 'zod';
// Constants only: the UI imports this package too.
import {
  MEDIA_KINDS,
  MEDIA_STATUSES,
  extensionsOf,
  formatBytes,
} from '@classroom/core/media-rules';
import { MEDIA_SORTS } from '@classroom/core/table-options';
import { id, queryInteger, tableSearch } from '../fields';

export { MEDIA_KINDS, MEDIA_SORTS, MEDIA_STATUSES, extensionsOf, formatBytes };
export type { MediaSort } from '@classroom/core/table-options';

/** Files per page of a media library. */
export const MEDIA_PAGE_SIZE = 20;

/**
 * GET /media/images/:id: `w`, the width a `srcset` asks for; `bg`, the placeholder colour
 * the address carries for the page (the server does not use it).
 */
export const pictureQuery = z.strictObject({
  w: queryInteger('Width', 1, 4096).optional(),
  bg: z
    .string()
    .regex(/^[0-9a-fA-F]{6}$/, { error: 'bg is a colour as six hex digits' })
    .optional(),
});

/** `/:id` of an uploaded file. */
export const mediaParams = z.strictObject({ id: id.meta({ description: "The file's id" }) });

/** GET /api/v1/media */
export const mediaQuery = z.strictObject({
  q: tableSearch("Part of the file's name"),
  kind: z.enum(MEDIA_KINDS, { error: 'Not a kind of media' }).optional(),
  state: z.enum(MEDIA_STATUSES, { error: 'Not a media state' }).optional(),
  sort: z
    .enum(MEDIA_SORTS, { error: 'Not a sort of this table' })
    .optional()
    .meta({ description: 'Newest first when not given' }),
  page: queryInteger('Page', 1, 1_000_000).optional(),
});

export const mediaUsageWire = z
  .strictObject({
    where: z.enum(['lesson', 'course-image', 'profile-photo']),
    courseId: z.string().nullable(),
    courseName: z.string().nullable(),
    lessonId: z.string().nullable(),
    lessonTitle: z.string().nullable(),
    published: z.boolean().meta({ description: 'Students and visitors see it' }),
  })
  .meta({ id: 'MediaUsage' });

const mediaFields = {
  _id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  name: z.string().meta({ description: "The file's name as uploaded" }),
  mimeType: z.string().meta({ description: 'From the name while uploading, then from the bytes' }),
  size: z.int().min(0).meta({ description: 'Bytes' }),
  sha256: z.string().nullable().meta({ description: 'Of the stored bytes, once processed' }),
  status: z.enum(MEDIA_STATUSES),
  failure: z.string().nullable().meta({ description: 'Why it failed' }),
  durationSeconds: z.number().nullable(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  placeholder: z
    .string()
    .nullable()
    .meta({ description: 'A ready picture’s main colour, #rrggbb' }),
  imageUrl: z
    .string()
    .nullable()
    .meta({ description: 'A ready picture’s address, for a course image or a profile photo' }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

/** One uploaded file, as its owner follows it. */
export const mediaAssetWire = z.strictObject(mediaFields).meta({ id: 'MediaAsset' });

export const mediaPageWire = z
  .strictObject({
    assets: z.array(
      z
        .strictObject({ ...mediaFields, usages: z.array(mediaUsageWire) })
        .meta({ id: 'MediaLibraryEntry' }),
    ),
    page: z.int().min(1),
    pages: z.int().min(1),
    total: z.int().min(0),
    pageSize: z.literal(MEDIA_PAGE_SIZE),
    storage: z
      .strictObject({
        usedBytes: z.int().min(0),
        quotaBytes: z.int().min(0),
      })
      .meta({
        description:
          'The room the caller’s uploads take (as uploaded, failed ones aside) and their role’s quota',
      }),
  })
  .meta({ id: 'MediaPage' });

export type MediaQuery = z.input<typeof mediaQuery>;
export type MediaAssetWire = z.infer<typeof mediaAssetWire>;
export type MediaPageWire = z.infer<typeof mediaPageWire>;
export type MediaUsageWire = z.infer<typeof mediaUsageWire>;

/** GET /api/v1/learn/:id/lessons/:lessonId/media: how the player shows a lesson's media. */
export const lessonMediaWire = z
  .discriminatedUnion('source', [
    z.strictObject({
      source: z.literal('asset'),
      assetId: z.string(),
      kind: z.enum(['video', 'file']),
      name: z.string().meta({ description: 'A file lesson’s name: download it under this name' }),
      mimeType: z.string(),
      size: z.int().min(0),
      durationSeconds: z.number().nullable(),
      url: z.string().meta({
        description:
          'A signed address (may be relative to the server), checked on every request, ranges ' +
          'included, until expiresAt; then 403. Ask again for a new one.',
      }),
      hlsUrl: z
        .string()
        .nullable()
        .meta({
          description:
            'A video’s HLS master playlist once its ladder is made (GET it signed in, as this ' +
            'answer); null: play `url`',
        }),
      posterUrl: z.string().nullable().meta({ description: 'A video’s poster frame, signed' }),
      expiresAt: z.iso.datetime(),
    }),
    z.strictObject({
      source: z.literal('embed'),
      provider: z.enum(['youtube', 'vimeo']),
      embedUrl: z
        .string()
        .meta({ description: 'youtube-nocookie.com or player.vimeo.com, for an iframe' }),
    }),
  ])
  .meta({ id: 'LessonMedia' });

export type LessonMediaWire = z.infer<typeof lessonMediaWire>;

/** GET …/media/hls/:file and …/media/hls/:rung/:file: one playlist of a lesson video's ladder. */
export const lessonPlaylistParams = z.strictObject({
  id,
  lessonId: id,
  rung: z
    .string()
    .regex(/^[a-z0-9]{1,16}$/)
    .optional(),
  file: z.string().regex(/^[a-z0-9-]{1,32}\.m3u8$/),
});
