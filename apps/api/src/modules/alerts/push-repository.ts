import { eq, gt, inArray, sql } from 'drizzle-orm';
import type { PushSubscriptionRequest } from '@prepwell/contract';
import type { Database } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Stores (or replaces) this device's subscription, by its endpoint; the account's when signed in. */
export async function saveSubscription(
  db: Database,
  request: PushSubscriptionRequest,
  userId: string | null,
): Promise<void> {
  const values = {
    endpoint: request.subscription.endpoint,
    p256dh: request.subscription.keys.p256dh,
    auth: request.subscription.keys.auth,
    userId,
    places: request.places,
    allAlerts: request.all_alerts,
    lang: request.lang,
    timeZone: request.time_zone,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, updatedAt: sql`now()` } });
}

/** Deletes the subscription at `endpoint`; false when there was none. */
export async function deleteSubscription(db: Database, endpoint: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export async function deleteSubscriptionById(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Subscriptions in id order after `afterId`, `limit` at a time (the fan-out reads them in pages). */
export async function subscriptionsAfter(db: Database, afterId: number, limit: number) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(gt(pushSubscriptions.id, afterId))
    .orderBy(pushSubscriptions.id)
    .limit(limit);
}

export async function findSubscriptions(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export async function markSent(db: Database, id: number, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSentAt: at }).where(eq(pushSubscriptions.id, id));
}
