/** A YouTube or Vimeo page's video, as the player embeds it. */
export interface VideoEmbed {
  provider: 'youtube' | 'vimeo';
  /** youtube-nocookie.com (no tracking cookies until play) or player.vimeo.com. */
  embedUrl: string;
}

/** The hosts a linked video may play from, by provider. */
export const EMBED_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

const YOUTUBE = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'www.youtube-nocookie.com',
]);
const VIMEO = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The embed of a YouTube or Vimeo address over https that names one video (watch?v=, youtu.be/,
 * /embed/, /shorts/, vimeo.com/123, player.vimeo.com/video/123); null for anything else.
 */
export function videoEmbedOf(address: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let youtube: string | null | undefined = null;
  if (host === 'youtu.be') youtube = parts[0];
  else if (YOUTUBE.has(host)) {
    youtube =
      parts[0] === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live'].includes(parts[0] ?? '')
          ? parts[1]
          : null;
  }
  if (youtube && YOUTUBE_ID.test(youtube)) {
    return { provider: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}` };
  }
  if (VIMEO.has(host)) {
    const id = (host === 'player.vimeo.com' ? parts[1] : parts[0]) ?? '';
    if (/^\d{1,12}$/.test(id))
      return { provider: 'vimeo', embedUrl: `https://player.vimeo.com/video/${id}` };
  }
  return null;
}
