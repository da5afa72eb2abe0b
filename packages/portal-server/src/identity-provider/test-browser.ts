/**
 * A small stand-in for a browser in tests: fetch without following redirects, with a cookie jar that
 * honours each cookie's path and expiry, as the provider's path-scoped interaction cookies need.
 */
interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

export class TestBrowser {
  private cookies: StoredCookie[] = [];

  /**
   * `headers` go with every request, e.g. the X-Forwarded-For a proxy in front of the server would add
   * for this browser.
   */
  constructor(private readonly headers: Record<string, string> = {}) {}

  /** The value of a stored cookie, as the browser would send it. */
  cookie(name: string): string | undefined {
    return this.cookies.find((stored) => stored.name === name)?.value;
  }

  /** Stores a cookie as if a server had set it (a copied or altered one). */
  setCookie(name: string, value: string, path: string) {
    this.store(`${name}=${value}; Path=${path}`);
  }

  /** The Cookie header this browser sends to `url`, or '' when it sends none. */
  cookieHeader(url: string | URL): string {
    const { pathname } = new URL(url);
    return this.cookies
      .filter((stored) => pathname === stored.path || pathname.startsWith(`${stored.path.replace(/\/$/, '')}/`))
      .map((stored) => `${stored.name}=${stored.value}`)
      .join('; ');
  }

  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers({ ...this.headers, ...Object.fromEntries(new Headers(init.headers)) });
    const cookie = this.cookieHeader(target);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  /** Follows redirects while they stay under `origin`; returns the last response and the next location. */
  async navigate(url: string | URL, origin: string): Promise<{ response: Response; location: URL | undefined }> {
    let next = new URL(url);
    for (;;) {
      const response = await this.fetch(next);
      const header = response.headers.get('location');
      if (!header) return { response, location: undefined };
      const location = new URL(header, next);
      if (location.origin !== origin || !location.pathname.startsWith('/oidc/')) return { response, location };
      next = location;
    }
  }

  private store(line: string) {
    const [pair = '', ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    let path = '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key = '', attributeValue = ''] = attribute.trim().split('=');
      if (key.toLowerCase() === 'path') path = attributeValue;
      if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
      if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
    }
    this.cookies = this.cookies.filter((stored) => !(stored.name === name && stored.path === path));
    if (!expired) this.cookies.push({ name, value, path });
  }
}
