import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { pushKeys } from '../../db/schema.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID keys notifications are signed with: configuration's, or a pair generated once and
 * kept in the database (every replica and every restart signs with the same pair, so existing
 * subscriptions keep working).
 */
export async function vapidKeys(db: Database, config: Config): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  const generated = webpush.generateVAPIDKeys();
  // Two replicas starting at once: the first pair stored wins, and both read it.
  await db
    .insert(pushKeys)
    .values({ name: 'vapid', ...generated })
    .onConflictDoNothing();
  const [row] = await db.select().from(pushKeys).where(eq(pushKeys.name, 'vapid'));
  if (!row) throw new Error('the VAPID keys were neither stored nor found');
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}
