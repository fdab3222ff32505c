import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilePictures } from '../src/db/schema.js';
import { createTestApp, signInAs, type TestApp } from './helpers.js';

/** A multipart body with one file, as a browser's FormData would send it. */
function multipart(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----prepwell${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe('profile picture', () => {
  let t: TestApp;
  let ada: { cookie: string };
  let grace: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signInAs(t.database, { subject: 'ada-pic', firstName: 'Ada' });
    grace = await signInAs(t.database, { subject: 'grace-pic', firstName: 'Grace' });
  });
  afterAll(async () => t.close());

  const upload = (cookie: string | undefined, body: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: '/public/profile/profile-picture',
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    });

  it('answers 401 to anonymous calls', async () => {
    const body = multipart('profile', 'me.png', 'image/png', await photo(10, 10));
    expect((await upload(undefined, body)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/public/profile/profile-picture' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/public/profile/profile-picture' })).statusCode,
    ).toBe(401);
  });

  it('stores a real image re-encoded as WebP of at most 512 px, answering 201', async () => {
    const res = await upload(ada.cookie, multipart('profile', 'me.png', 'image/png', await photo(1600, 900)));
    expect(res.statusCode).toBe(201);
    const uri = res.json().profile_picture_uri as string;
    expect(uri).toMatch(/^\/public\/profile\/profile-picture\?v=\d+$/);
    const profile = (await t.app.inject({ url: '/public/profile', headers: { cookie: ada.cookie } })).json();
    expect(profile.profile_picture_uri).toBe(uri);
    const image = await t.app.inject({ url: uri, headers: { cookie: ada.cookie } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512);
  });

  it("never shows one user's picture to another", async () => {
    const res = await t.app.inject({
      url: '/public/profile/profile-picture',
      headers: { cookie: grace.cookie },
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a picture over 5 MB with the spec message', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const res = await upload(ada.cookie, multipart('profile', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Profile picture must not be larger than 5MB.',
    });
  });

  it('refuses a text file named .png, by its content', async () => {
    const res = await upload(
      ada.cookie,
      multipart('profile', 'notes.png', 'image/png', Buffer.from('hello, not an image')),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('asks for the "profile" field', async () => {
    const res = await upload(ada.cookie, multipart('avatar', 'me.png', 'image/png', await photo(10, 10)));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('"profile"');
  });

  it('deletes the picture', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/public/profile/profile-picture',
      headers: { cookie: ada.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(profilePictures)).toHaveLength(0);
    const profile = (await t.app.inject({ url: '/public/profile', headers: { cookie: ada.cookie } })).json();
    expect(profile.profile_picture_uri).toBeNull();
  });
});
