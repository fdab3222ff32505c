import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import ece from 'http_ece';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertNotificationPayload } from '@prepwell/contract';
import { createTestDatabase, testConfig } from '../../../test/helpers.js';
import { startAlertFeedServer, type AlertFeedServer } from '../../../test/alert-feed-server.js';
import { startPushService } from '../../../test/push-service.js';
import type { DatabaseHandle } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';
import { AlertPoller } from './poller.js';
import { AlertNotifier, notifies } from './push-notifier.js';
import { saveSubscription } from './push-repository.js';
import { vapidKeys } from './vapid.js';

/** While the test feed's flood warning update is in force (until 18:00 in Portland). */
const afternoon = new Date('2026-11-28T22:00:00Z');

/** A browser's side of a subscription: the keys a push is encrypted to. */
function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

describe('notifies', () => {
  it('by default, Extreme or Severe alerts that are Immediate or Expected; every alert when asked', () => {
    expect(notifies({ severity: 'Extreme', urgency: 'Immediate' }, false)).toBe(true);
    expect(notifies({ severity: 'Severe', urgency: 'Expected' }, false)).toBe(true);
    expect(notifies({ severity: 'Severe', urgency: 'Future' }, false)).toBe(false);
    expect(notifies({ severity: 'Moderate', urgency: 'Immediate' }, false)).toBe(false);
    expect(notifies({ severity: 'Minor', urgency: 'Future' }, true)).toBe(true);
  });
});

describe('alert notifications, end to end', () => {
  let database: DatabaseHandle;
  let feeds: AlertFeedServer;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let poller: AlertPoller;
  const log = pino({ level: process.env.DEBUG_LOG ? 'info' : 'silent' });

  beforeAll(async () => {
    database = await createTestDatabase();
    feeds = await startAlertFeedServer();
    push = await startPushService();
  });
  afterAll(async () => {
    await poller?.stop();
    await push.close();
    await feeds.close();
    await database.close();
  });

  it('sends one encrypted push per device with a place in a new alert, and forgets a device that is gone', async () => {
    const config = testConfig({ PUSH_SERVICE_ORIGINS: push.origin });
    const subscribe = async (name: string, lat: number, lng: number, allAlerts = false) => {
      const keys = deviceKeys();
      const endpoint = `${push.origin}/push/${name}`;
      await saveSubscription(
        database.db,
        {
          subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
          places: [{ id: randomUUID(), name, lat, lng }],
          all_alerts: allAlerts,
          lang: 'en',
          time_zone: 'America/Los_Angeles',
        },
        null,
      );
      return { ...keys, path: new URL(endpoint).pathname };
    };
    // In the flood warning (Extreme, Immediate); far from it; and a device its service forgot.
    const home = await subscribe('Home', 45.5, -122.6);
    await subscribe('Far away', 40.7, -74.0, true);
    const gone = await subscribe('Old phone', 45.5, -122.65);
    push.answer(gone.path, 410);

    poller = new AlertPoller({
      database,
      feeds: [{ kind: 'cap', url: `${feeds.origin}/feeds/atom-index.xml` }],
      pollSeconds: 3600,
      userAgent: 'Prepwell tests (ops@example.org)',
      log,
      now: () => afternoon,
      workerPollingSeconds: 0.5,
      notifier: new AlertNotifier({ database, config, log, now: () => afternoon, agent: push.agent }),
    });
    await poller.start();
    await expect.poll(() => push.received.length, { timeout: 20_000 }).toBe(2);
    await expect
      .poll(async () =>
        (await database.db.select().from(pushSubscriptions)).map((row) => row.places[0]?.name).sort(),
      )
      .toEqual(['Far away', 'Home']);

    const [delivered] = push.received.filter((request) => request.path === home.path);
    expect(delivered?.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      urgency: 'high',
      authorization: expect.stringMatching(/^vapid t=.+, k=/),
    });
    const { publicKey } = await vapidKeys(database.db, config);
    expect(delivered?.headers.authorization).toContain(`k=${publicKey}`);
    // What the device decrypts with its own keys.
    const payload = JSON.parse(
      ece
        .decrypt(delivered?.body as Buffer, {
          version: 'aes128gcm',
          privateKey: home.ecdh,
          authSecret: home.auth,
        })
        .toString('utf8'),
    ) as AlertNotificationPayload;
    expect(payload).toEqual({
      title: 'Flash Flood Warning',
      body: 'Home · Until Sat, Nov 28, 6:00 PM',
      url: expect.stringMatching(/^\/alerts\/\d+$/),
      tag: expect.stringMatching(/^alert-\d+$/),
    });
    // The TTL never outlives the alert: four hours, from 14:00 to 18:00 in Portland.
    expect(delivered?.headers.ttl).toBe('14400');
  });
});
