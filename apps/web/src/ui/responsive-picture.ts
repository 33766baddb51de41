import { IMAGE_WIDTHS, MEDIA_IMAGE_PATH } from '@classroom/http-contract';

export interface ResponsivePicture {
  src: string;
  srcSet?: string;
  /** The picture's main colour, painted while it loads. */
  placeholder?: string;
}

/**
 * An uploaded picture's address (`/media/images/<id>?bg=<colour>`) as a `srcset` of the widths
 * the server makes; any other address (a pasted link, a demo image) stays as it is.
 */
export function responsivePicture(url: string): ResponsivePicture {
  const match = new RegExp(
    `^${MEDIA_IMAGE_PATH}/([A-Za-z0-9_-]+)(?:\\?bg=([0-9a-fA-F]{6}))?$`,
  ).exec(url);
  if (!match) return { src: url };
  const base = `${MEDIA_IMAGE_PATH}/${match[1]}`;
  return {
    src: `${base}?w=${IMAGE_WIDTHS[1]}`,
    srcSet: IMAGE_WIDTHS.map((width) => `${base}?w=${width} ${width}w`).join(', '),
    placeholder: match[2] ? `#${match[2]}` : undefined,
  };
}
