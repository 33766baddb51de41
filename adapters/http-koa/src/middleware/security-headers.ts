import type { Middleware } from 'koa';

export interface SecurityOptions {
  /** Allow Stripe.js (js.stripe.com) and its frames and API in the CSP. */
  stripe?: boolean;
  /** Send Strict-Transport-Security (when the site is served over https). */
  hsts?: boolean;
}

export function contentSecurityPolicy(options: SecurityOptions): string {
  const stripe = options.stripe === true;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
    // antd injects its styles at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Course and profile pictures may be any http(s) URL an instructor or user entered.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
    'frame-src': stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Security headers on every answer. They are set before the rest runs, so a mounted
 * router (the bundled IdP) may replace the CSP with its own.
 */
export function securityHeaders(options: SecurityOptions): Middleware {
  const csp = contentSecurityPolicy(options);
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', csp);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Cross-Origin-Resource-Policy', 'same-site');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (options.hsts) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
