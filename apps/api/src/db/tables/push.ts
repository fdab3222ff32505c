/**
 * Alert notifications (Web Push, the Alerts issue, ADR 034). NOTE: a subscription holds the
 * places it notifies for, which are personal: never logged, deleted when the person turns
 * notifications off, when the push service says the subscription is gone (404/410), or with the
 * account (ON DELETE CASCADE).
 */
import { bigserial, boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { users } from './accounts.js';

/** The VAPID key pair, generated once when configuration gives none (one row, `vapid`). */
export const pushKeys = pgTable('push_keys', {
  name: text('name').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** A place a subscription notifies for: its name (for the notification) and its point. */
export interface PushPlace {
  id: string;
  name: string;
  lat: number;
  lng: number;
}

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The push service's address for this browser: unique, and what identifies it. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** Whose it is when signed in (deleted with the account); null for an anonymous device. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    places: jsonb('places').$type<PushPlace[]>().notNull(),
    /** Every severity and urgency, not only Extreme/Severe and Immediate/Expected. */
    allAlerts: boolean('all_alerts').notNull().default(false),
    /** The notifications' language and time zone (the device's). */
    lang: text('lang').notNull(),
    timeZone: text('time_zone').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    lastSentAt: timestamptz('last_sent_at'),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);
