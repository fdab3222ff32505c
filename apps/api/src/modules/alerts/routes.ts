import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '@prepwell/contract';
import { AlertPoller } from './poller.js';

/**
 * Official alerts (ADR 034). With feeds configured (`ALERT_FEEDS`), this replica runs the poller
 * once it is ready: started in the background, so a slow job queue never holds the start up.
 */
export async function alertRoutes(fastify: FastifyInstance) {
  const { config, database, log } = fastify;
  if (config.ALERT_FEEDS.length === 0) return;
  const poller = new AlertPoller({
    database,
    feeds: config.ALERT_FEEDS,
    pollSeconds: config.ALERT_POLL_SECONDS,
    userAgent: config.ALERT_USER_AGENT ?? `Prepwell/${APP_VERSION}`,
    log: log.child({ module: 'alerts' }),
  });
  let starting: Promise<void> | undefined;
  fastify.addHook('onReady', async () => {
    starting = poller
      .start()
      .catch((error: unknown) => log.error({ err: error }, 'alerts: the poller could not start'));
  });
  fastify.addHook('onClose', async () => {
    await starting;
    await poller.stop();
  });
}
