import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, errorBodySchema } from '@prepwell/contract';
import { createTestApp, signInAs, type TestApp } from './helpers.js';

/** What the server answers to bytes a browser would never send (written on a raw socket). */
function sendRaw(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.setTimeout(5_000, () => socket.destroy());
  });
}

const BOUNDARY = '----prepwell-bad-input';
const part = (name: string, body: string, filename?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n${body}\r\n`;

describe('bad input answers 4xx in the contract shape, never 500', () => {
  let t: TestApp;
  let cookie: string;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ loadFixtureContent: false });
    ({ cookie } = await signInAs(t.database, { subject: 'bad-input' }));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it.each([
    [
      'a text field before the file',
      `${part('note', 'hello')}${part('profile', 'png', 'me.png')}--${BOUNDARY}--\r\n`,
    ],
    [
      'a body cut short inside the file',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="profile"; filename="me.png"\r\nContent-Type: image/png\r\n\r\nabcdef`,
    ],
    ['two files', `${part('profile', 'a', 'a.png')}${part('profile', 'b', 'b.png')}--${BOUNDARY}--\r\n`],
    ['a broken part header', `--${BOUNDARY}\r\nContent-Disposition\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`],
  ])('a picture upload with %s', async (_case, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.profilePicture,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(errorBodySchema.parse(res.json()).error.message).not.toBe('');
  });

  it.each(['/public/%E0%A4%A', '/public/profile/%ff', '/%C0%AF', '/auth/%ff', '/identity/%ff'])(
    'a path that is not valid percent-encoding: %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json()).error.code).toBe('BAD_REQUEST');
    },
  );

  it.each([
    [
      'a Content-Length that is not a number',
      'POST /public/feedback HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    ],
    [
      'two different Content-Lengths',
      'POST /public/feedback HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello',
    ],
    ['a raw non-ASCII byte in the path', 'GET /\u00ff\u00fe HTTP/1.1\r\nHost: x\r\n\r\n'],
  ])('%s, refused by the HTTP parser', async (_case, request) => {
    const answer = await sendRaw(port, request);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(errorBodySchema.parse(JSON.parse(body)).error.code).toBe('BAD_REQUEST');
  });
});
