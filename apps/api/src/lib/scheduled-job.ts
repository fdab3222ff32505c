import type { FastifyInstance } from 'fastify';

/**
 * A clean-up job of the API (old analytics events, expired sign-ins): run once when the server is
 * ready (not holding the start up), then every `everyMs` on an unref'd timer stopped on close. A
 * run that fails is logged and tried again at the next interval. Jobs must be idempotent: every
 * replica runs them (docs/deploy.md).
 */
export function scheduleJob(
  app: FastifyInstance,
  job: { everyMs: number; run: () => Promise<void>; failure: string },
) {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const start = () => {
    running ??= job
      .run()
      .catch((error: unknown) => app.log.warn({ err: error }, job.failure))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    start();
    timer = setInterval(start, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
