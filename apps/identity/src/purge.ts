import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { IdentityDatabase } from './accounts.js';

/** How often the provider's expired rows are deleted. */
export const PURGE_EVERY_MS = 15 * 60 * 1000;
/** Rows deleted per statement, so a large backlog never holds a long lock. */
const PURGE_BATCH = 5000;

/**
 * Deletes the provider's expired rows (interactions, codes, sessions, grants…: every model
 * oidc-provider stores with an expiry), in batches, and answers how many went. An expired row is
 * never read again (the adapter finds live rows only), so deleting it changes nothing a person
 * sees. Idempotent: several replicas purging at once only share the work.
 */
export async function purgeExpiredPayloads(db: IdentityDatabase, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from oidc_payloads where (model, id) in (
        select model, id from oidc_payloads where expires_at < ${now.toISOString()}::timestamptz
        limit ${PURGE_BATCH}
      )`);
    const deleted = Number(
      (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
        (result as { affectedRows?: number }).affectedRows ??
        0,
    );
    total += deleted;
    if (deleted < PURGE_BATCH) return total;
  }
}

/**
 * Runs the purge once the server is ready (not holding the start up) and then every
 * PURGE_EVERY_MS on an unref'd timer, stopped on close.
 */
export function schedulePurge(app: FastifyInstance, db: IdentityDatabase, everyMs = PURGE_EVERY_MS) {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running ??= purgeExpiredPayloads(db)
      .then((deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'expired identity provider rows deleted');
      })
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not delete expired identity provider rows'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
