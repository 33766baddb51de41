import type { Context } from 'koa';

/**
 * One cookie of this site: httpOnly, SameSite=Lax, path /. Its security follows the public
 * URL, not the environment: on https it is Secure with the `__Host-` prefix (this host only,
 * never sent over plain HTTP); on plain http (a trial on localhost) it is neither, since a
 * browser would drop a Secure cookie there and nobody could sign in.
 */
export class SiteCookie {
  readonly name: string;

  constructor(
    baseName: string,
    private readonly secure: boolean,
  ) {
    this.name = secure ? `__Host-${baseName}` : baseName;
  }

  get(ctx: Context): string | undefined {
    return ctx.cookies.get(this.name);
  }

  set(ctx: Context, value: string, maxAgeMs: number): void {
    // Behind the TLS proxy the last hop may be plain HTTP, where Koa would refuse a Secure
    // cookie; the browser reached the https public URL, so the cookie is Secure all the same.
    if (this.secure) ctx.cookies.secure = true;
    ctx.cookies.set(this.name, value, {
      httpOnly: true,
      // Lax still travels on the provider's top-level redirect back to the callback.
      sameSite: 'lax',
      secure: this.secure,
      path: '/',
      overwrite: true,
      maxAge: maxAgeMs,
    });
  }

  clear(ctx: Context): void {
    this.set(ctx, '', 0);
  }
}
