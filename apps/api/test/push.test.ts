import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type PushSubscriptionRequest } from '@prepwell/contract';
import { pushSubscriptions } from '../src/db/schema.js';
import { deleteUser } from '../src/modules/account/repository.js';
import { captureLogs, createTestApp, signInAs, type TestApp } from './helpers.js';

const request = (
  endpoint: string,
  extra: Partial<PushSubscriptionRequest> = {},
): PushSubscriptionRequest => ({
  subscription: { endpoint, keys: { p256dh: 'BPxk'.padEnd(87, 'x'), auth: 'a'.repeat(22) } },
  places: [{ id: randomUUID(), name: 'Grandma’s house', lat: 12.3456, lng: 65.4321 }],
  all_alerts: false,
  lang: 'es',
  time_zone: 'America/Chicago',
  ...extra,
});

describe('alert notifications where alerts are not set up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answer 404 with a message', async () => {
    const key = await t.app.inject({ url: API_PATHS.pushKey });
    expect(key.statusCode).toBe(404);
    expect(key.json().error.message).toMatch(/not set up/);
    const put = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.pushSubscription,
      payload: request('https://fcm.googleapis.com/fcm/send/abc'),
    });
    expect(put.statusCode).toBe(404);
  });
});

describe('alert notifications', () => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await createTestApp({ env: { ALERT_SAMPLE_FEED: 'on' }, logStream: logs.stream });
  });
  afterAll(async () => t.close());
  const put = (body: unknown, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: API_PATHS.pushSubscription,
      payload: body as object,
      headers: cookie ? { cookie } : {},
    });
  const stored = async (endpoint: string) =>
    (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

  it('give the same VAPID public key every time, kept in the database', async () => {
    const first = (await t.app.inject({ url: API_PATHS.pushKey })).json();
    expect(first.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await t.app.inject({ url: API_PATHS.pushKey })).json()).toEqual(first);
  });

  it('keep a device’s subscription, with the account when signed in, and forget it when turned off', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
    const sam = await signInAs(t.database, { subject: 'sam' });
    expect((await put(request(endpoint), sam.cookie)).statusCode).toBe(204);
    expect(await stored(endpoint)).toMatchObject({ userId: sam.user.id, lang: 'es', allAlerts: false });
    // Turned on again with other places: the same device, changed.
    await put(request(endpoint, { all_alerts: true }), sam.cookie);
    expect(await t.database.db.$count(pushSubscriptions)).toBe(1);
    expect((await stored(endpoint))?.allAlerts).toBe(true);

    const off = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.pushSubscription,
      payload: { endpoint },
    });
    expect(off.statusCode).toBe(204);
    expect(await stored(endpoint)).toBeUndefined();
  });

  it('go with the account', async () => {
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/device-2';
    const kim = await signInAs(t.database, { subject: 'kim' });
    await put(request(endpoint), kim.cookie);
    await deleteUser(t.database.db, kim.user);
    expect(await stored(endpoint)).toBeUndefined();
  });

  it.each([
    [
      'an address that is no push service',
      request('https://attacker.example.org/collect'),
      /not from a push service/,
    ],
    [
      'plain HTTP to a push service',
      request('http://fcm.googleapis.com/fcm/send/x'),
      /not from a push service/,
    ],
    ['no place', request('https://fcm.googleapis.com/fcm/send/x', { places: [] }), /choose a place/],
    [
      'an unknown time zone',
      request('https://fcm.googleapis.com/fcm/send/x', { time_zone: 'Mars/Olympus' }),
      /IANA time zone/,
    ],
    [
      'keys that are not base64url',
      {
        ...request('https://fcm.googleapis.com/fcm/send/x'),
        subscription: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/x',
          keys: { p256dh: 'not base64!', auth: 'x' },
        },
      },
      /base64url/,
    ],
  ])('refuse %s with a 400 that says why', async (_, body, message) => {
    const answer = await put(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toMatch(message);
  });

  it('never log the places', async () => {
    await put(request('https://web.push.apple.com/device-3'));
    expect(logs.text()).not.toContain('12.3456');
    expect(logs.text()).not.toContain('Grandma');
  });
});
