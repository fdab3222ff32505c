/**
 * Bench of alert notifications (issue 26): 500 devices' pushes, each encrypted to its device's
 * keys (RFC 8291) and signed with VAPID by `web-push` as the notifier sends them, posted 20 at a
 * time to a local push service over HTTPS (test/push-service.ts). Prints pushes per second; it passes or fails nothing.
 *
 *   node --import tsx apps/api/src/modules/alerts/push-bench.ts
 */
import { createECDH, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import webpush from 'web-push';
import { startPushService } from '../../../test/push-service.js';

const DEVICES = 500;
const AT_ONCE = 20;

const service = await startPushService();
const origin = service.origin;

const vapidDetails = { subject: 'mailto:bench@prepwell.invalid', ...webpush.generateVAPIDKeys() };
const devices = Array.from({ length: DEVICES }, (_, i) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${origin}/push/${i}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
});
const payload = JSON.stringify({
  title: 'Flash Flood Warning',
  body: 'Home · Until Sat, Nov 28, 6:00 PM',
  url: '/alerts/123',
  tag: 'alert-123',
});

const start = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    while (next < devices.length) {
      const device = devices[next++]!;
      await webpush.sendNotification(device, payload, {
        vapidDetails,
        TTL: 3600,
        urgency: 'high',
        agent: service.agent,
      });
    }
  }),
);
const seconds = (performance.now() - start) / 1000;
process.stdout.write(
  `${DEVICES} pushes, ${AT_ONCE} at a time: ${seconds.toFixed(2)} s, ${Math.round(DEVICES / seconds)} pushes/s\n`,
);
await service.close();
