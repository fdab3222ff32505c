import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

/** A browser's cookie jar, just enough for the provider's and the app's cookies. */
export class Jar {
  private cookies = new Map<string, string>();
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A free port on 127.0.0.1 (so an issuer can carry the real port before the server listens). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

/** A browser on `origin`: no automatic redirects, cookies kept in the jar. */
export function browser(origin: string, jar = new Jar()) {
  const go = (url: string, init: RequestInit = {}) =>
    fetch(url.startsWith('http') ? url : `${origin}${url}`, {
      redirect: 'manual',
      ...init,
      headers: { cookie: jar.header(), ...(init.headers as Record<string, string>) },
    }).then((response) => {
      jar.store(response);
      return response;
    });
  /** A same-origin form post, as a browser sends it. */
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    go(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin,
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });
  /** Follow redirects until one leaves for `stopAt` (a path part), or a page answers. */
  async function follow(response: Response, stopAt = '/public/auth/callback'): Promise<Response> {
    let current = response;
    for (let i = 0; i < 10 && current.status >= 300 && current.status < 400; i += 1) {
      const location = current.headers.get('location') ?? '';
      if (location.includes(stopAt)) return current;
      current = await go(location);
    }
    return current;
  }
  return { jar, go, post, follow };
}

export type Browser = ReturnType<typeof browser>;
