import { EMBED_HOSTS } from '@classroom/core';
import type { Middleware } from 'koa';

export interface SecurityOptions {
  /** Allow Stripe.js (js.stripe.com) and its frames and API in the CSP. */
  stripe?: boolean;
  /** Send Strict-Transport-Security (when the site is served over https). */
  hsts?: boolean;
  /** Where lesson media is read from besides this site: the S3 bucket's origin. */
  mediaOrigins?: readonly string[];
}

export function contentSecurityPolicy(options: SecurityOptions): string {
  const stripe = options.stripe === true;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
    // antd injects style elements at run time, some without a way to give them a nonce (a
    // dialog's scroll lock), and its text areas size themselves with style attributes: no
    // stylesheet comes from elsewhere, and articles carry no styles (their renderer keeps
    // none).
    'style-src': ["'self'", "'unsafe-inline'"],
    // Course and profile pictures may be any https address an instructor or user entered
    // (http ones are upgraded on an https site); articles show pictures of this site only.
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // The player fetches a video's HLS segments from the media store.
    'connect-src': [
      "'self'",
      ...(stripe ? ['https://api.stripe.com'] : []),
      ...(options.mediaOrigins ?? []),
    ],
    // Lesson videos embed from YouTube (youtube-nocookie.com) and Vimeo, and from no other host.
    'frame-src': [
      ...EMBED_HOSTS,
      ...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []),
    ],
    'media-src': ["'self'", 'blob:', ...(options.mediaOrigins ?? [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Forms post to this site only: a form smuggled into a page cannot send a password away.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The security headers for these options, in the order they are sent. */
function securityHeaderList(options: SecurityOptions): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-site'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)'],
    ...(options.hsts
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
  ];
}

/**
 * Security headers on every answer. They are set before the rest runs, so a mounted
 * router (the bundled IdP) may replace the CSP with its own. The list is built once and
 * written straight to the response: nothing has been sent yet at this point.
 */
export function securityHeaders(options: SecurityOptions): Middleware {
  const headers = securityHeaderList(options);
  return (ctx, next) => {
    const res = ctx.res;
    for (const [name, value] of headers) res.setHeader(name, value);
    return next();
  };
}
