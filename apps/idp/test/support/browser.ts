/** A small cookie-keeping HTTP client that follows nothing by itself, so tests see each hop. */
interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export interface Answer {
  status: number;
  location: string | null;
  body: string;
  json: () => unknown;
  setCookies: string[];
  headers: Headers;
}

export class Browser {
  private cookies: StoredCookie[] = [];
  /** Every body this browser received, to check nothing secret ever came back. */
  readonly bodies: string[] = [];

  constructor(private readonly origin: string) {}

  async request(
    url: string,
    init: {
      method?: string;
      json?: unknown;
      form?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    const target = new URL(url, this.origin);
    const headers: Record<string, string> = { ...init.headers };
    const cookie = this.cookieHeader(target);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(target, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) this.store(line, target);
    const text = await response.text();
    this.bodies.push(text);
    const location = response.headers.get('location');
    return {
      status: response.status,
      location: location ? new URL(location, target).href : null,
      body: text,
      json: () => JSON.parse(text),
      setCookies,
      headers: response.headers,
    };
  }

  /** Follows redirects until an answer that is not one, or until `stop` picks a URL. */
  async follow(
    url: string,
    stop: (url: URL) => boolean = () => false,
  ): Promise<{ url: string; answer?: Answer }> {
    let current = url;
    for (let hop = 0; hop < 12; hop += 1) {
      if (stop(new URL(current, this.origin))) return { url: current };
      const answer = await this.request(current);
      if (!answer.location || answer.status < 300 || answer.status >= 400) {
        return { url: current, answer };
      }
      current = answer.location;
    }
    throw new Error('too many redirects');
  }

  cookie(name: string): string | undefined {
    return this.cookies.find((cookie) => cookie.name === name)?.value;
  }

  setCookie(name: string, value: string, path = '/'): void {
    this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
    this.cookies.push({ name, value, path });
  }

  private store(line: string, target: URL): void {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair!.indexOf('=');
    const name = pair!.slice(0, at);
    const value = pair!.slice(at + 1);
    let path = '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key, val = ''] = attribute.split('=');
      if (key!.toLowerCase() === 'path') path = val;
      if (key!.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
      if (key!.toLowerCase() === 'expires' && new Date(val).getTime() < Date.now()) expired = true;
    }
    void target;
    this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
    if (!expired) this.cookies.push({ name, value, path });
  }

  private cookieHeader(target: URL): string {
    return this.cookies
      .filter(
        (c) =>
          target.pathname === c.path ||
          target.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) ||
          c.path === '/',
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}
