/** A browser's cookie jar for one origin, just enough to walk the sign-in redirects. */
export class Browser {
  private readonly cookies = new Map<string, string>();
  /** Which replica gave each answer, where a proxy says so (`X-Upstream`). */
  readonly servedBy: string[] = [];

  /** `headers` go with every request unless it sets them itself (e.g. X-Forwarded-For). */
  constructor(
    private readonly origin: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.headers)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    if (this.cookies.size > 0) {
      headers.set(
        'Cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    }
    const response = await fetch(new URL(url, this.origin), {
      ...init,
      headers,
      redirect: 'manual',
    });
    const upstream = response.headers.get('x-upstream');
    if (upstream) this.servedBy.push(upstream);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      if (value.join('=') === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(cookie)) {
        this.cookies.delete(name!.trim());
      } else {
        this.cookies.set(name!.trim(), value.join('='));
      }
    }
    return response;
  }

  /** Follows redirects from `url` until `stop` matches; answers the last location. */
  async follow(url: string, stop: (location: string) => boolean): Promise<string> {
    let location = new URL(url, this.origin).href;
    for (let hop = 0; hop < 12; hop += 1) {
      const next = (await this.fetch(location)).headers.get('location');
      if (!next) return location;
      location = new URL(next, location).href;
      if (stop(location)) return location;
    }
    throw new Error(`too many redirects from ${url}`);
  }

  /** A JSON request as the website's scripts send it (with the CSRF header). */
  json(url: string, method: string, body?: unknown): Promise<Response> {
    return this.fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'gs-classroom' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
}
