import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  pushKeyResponseSchema,
  pushSubscriptionRequestSchema,
  pushUnsubscribeRequestSchema,
} from '@prepwell/contract';
import { AppError } from '../../lib/app-error.js';
import { personal } from '../../plugins/session.js';
import { deleteSubscription, saveSubscription } from './push-repository.js';
import { vapidKeys, type VapidKeys } from './vapid.js';

/** The browsers' push services: Chrome's, Firefox's, Safari's and Edge's. */
const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
];

/**
 * Whether the server may post to `endpoint`: a browser's push service over HTTPS, or an origin
 * configuration adds (PUSH_SERVICE_ORIGINS). NOTE: anyone can send a subscription; without this the
 * server would post to any address a caller chose.
 */
export function isPushService(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === 'https:' &&
    BROWSER_PUSH_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
  );
}

/**
 * Alert notifications (ADR 034): the key a browser subscribes with, and a device's subscription
 * for some of its places, turned on, changed or off. Only where alerts are set up.
 */
export async function pushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, database } = fastify;
  const configured = config.ALERT_FEEDS.length > 0 || config.ALERT_SAMPLE_FEED === 'on';
  let keys: Promise<VapidKeys> | undefined;
  const publicKey = async () => {
    if (!configured) throw new AppError('NOT_FOUND', 'Alert notifications are not set up on this server.');
    keys ??= vapidKeys(database.db, config).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return (await keys).publicKey;
  };

  app.get(
    API_PATHS.pushKey,
    {
      schema: {
        summary: 'The VAPID public key a browser subscribes to alert notifications with',
        tags: ['alerts'],
        response: { 200: pushKeyResponseSchema },
      },
    },
    async () => ({ public_key: await publicKey() }),
  );

  app.put(
    API_PATHS.pushSubscription,
    {
      schema: {
        summary: 'Turn alert notifications on (or change them) for this device’s places',
        description:
          'The subscription from `pushManager.subscribe`, the places (at most five) to be notified ' +
          'for, and whether every alert or only Extreme and Severe ones that are Immediate or ' +
          'Expected. Kept with the account when signed in. The places are never logged.',
        tags: ['alerts'],
        body: pushSubscriptionRequestSchema,
      },
    },
    async (request, reply) => {
      await publicKey();
      if (!isPushService(request.body.subscription.endpoint, config.PUSH_SERVICE_ORIGINS))
        throw new AppError(
          'VALIDATION_FAILED',
          'The subscription is not from a push service Prepwell sends to.',
        );
      const user = await request.getUser();
      await saveSubscription(database.db, request.body, user?.id ?? null);
      personal(reply);
      return reply.status(204).send();
    },
  );

  app.delete(
    API_PATHS.pushSubscription,
    {
      schema: {
        summary: 'Turn alert notifications off for this device',
        tags: ['alerts'],
        body: pushUnsubscribeRequestSchema,
      },
    },
    async (request, reply) => {
      await deleteSubscription(database.db, request.body.endpoint);
      personal(reply);
      return reply.status(204).send();
    },
  );
}
