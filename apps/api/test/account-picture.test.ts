import { deflateSync } from 'node:zlib';
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

/** CRC-32 as PNG chunks carry it. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG chunk: length, type, data and CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
}

/**
 * A real, black, 1-bit PNG of `width` × `height`: a few kilobytes that describe a picture as large
 * as its header says (what a decode would have to allocate).
 */
function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale, standard compression, filter and no interlace
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8))); // each row: filter 0, then zeros
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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

  it('refuses a picture of more than 24 megapixels from its header, before decoding it', async () => {
    // 7070 × 7070 (50 megapixels) in a file of a few kilobytes: refused from its header.
    const huge = blackPng(7070, 7070);
    expect(huge.length).toBeLessThan(100_000);
    const res = await upload(ada.cookie, multipart('profile', 'huge.png', 'image/png', huge));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Profile picture must not be larger than 24 megapixels.',
    });
    // A 12-megapixel phone photo's size is taken.
    const phone = await upload(ada.cookie, multipart('profile', 'p.png', 'image/png', blackPng(4032, 3024)));
    expect(phone.statusCode).toBe(201);
  });

  it('refuses a text file named .png, by its content', async () => {
    const res = await upload(
      ada.cookie,
      multipart('profile', 'notes.png', 'image/png', Buffer.from('hello, not an image')),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses an empty file as not a picture, never with a 500 (found by the fuzz test)', async () => {
    const res = await upload(ada.cookie, multipart('profile', 'a.png', 'image/png', Buffer.alloc(0)));
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
