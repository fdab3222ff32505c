/**
 * Official alerts (the Alerts issue, ADR 034): the feeds polled and the CAP messages they carried.
 * NOTE: nothing here is personal. Places and push subscriptions, which are, live elsewhere.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { textList, timestamptz } from './columns.js';

/** One row per configured feed: what its last poll left, and how polling it is going. */
export const alertFeeds = pgTable('alert_feeds', {
  url: text('url').primaryKey(),
  /** `nws`, `cap`, or `sample` (the demonstration feed). */
  kind: text('kind').$type<'nws' | 'cap' | 'sample'>().notNull(),
  /**
   * Validators and a CAP index's linked messages, for the next poll (the alerts module's
   * `FeedPollState`, which the repository reads and writes).
   */
  state: jsonb('state').notNull().default({}),
  /** The last poll that read the feed (a 304 counts): "Alerts last checked 12 minutes ago". */
  lastCheckedAt: timestamptz('last_checked_at'),
  lastAttemptAt: timestamptz('last_attempt_at'),
  /** Polls failed in a row since the last that worked; each doubles the wait before the next. */
  failures: integer('failures').notNull().default(0),
  lastError: text('last_error'),
  /** No poll before this (backoff, or what a 429/503's Retry-After asked). */
  nextPollAt: timestamptz('next_poll_at'),
});

/**
 * One row per CAP message, unique by sender and identifier. `ended_at` is set when an Update or a
 * Cancel references it (`ended_by` names that message) or when its feed stops listing it
 * (`ended_by` = 'withdrawn'). Test and Exercise messages are kept but never shown.
 */
export const alertMessages = pgTable(
  'alert_messages',
  {
    /** The public id in `/alerts/{id}`. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    feedUrl: text('feed_url').notNull(),
    sender: text('sender').notNull(),
    identifier: text('identifier').notNull(),
    sent: timestamptz('sent').notNull(),
    /** CAP `status`, `msgType` and `scope`, as the message says. */
    status: text('status').notNull(),
    msgType: text('msg_type').notNull(),
    scope: text('scope').notNull(),
    /** The messages this one updates or cancels, each as "sender,identifier". */
    referenceKeys: textList('reference_keys'),
    /** The alerts module's `CapMessage`, checked when read from the feed. */
    message: jsonb('message').notNull(),
    /** SHA-256 of the message as read: a poll rewrites only the messages that changed. */
    messageHash: text('message_hash').notNull(),
    /** The latest `expires` of its info blocks; null when none says. */
    expiresAt: timestamptz('expires_at'),
    endedAt: timestamptz('ended_at'),
    endedBy: text('ended_by'),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('alert_messages_sender_identifier_idx').on(table.sender, table.identifier),
    index('alert_messages_feed_idx').on(table.feedUrl),
    index('alert_messages_reference_keys_idx').using('gin', table.referenceKeys),
    index('alert_messages_open_idx')
      .on(table.expiresAt)
      .where(sql`${table.endedAt} is null`),
  ],
);

/**
 * The shapes of the zones that alerts name without drawing a polygon (an NWS alert's
 * `affectedZones`), fetched once from the feed's zone data and kept. A zone that could not be
 * fetched keeps its error and is tried again an hour later.
 */
export const alertZones = pgTable('alert_zones', {
  url: text('url').primaryKey(),
  /** GeoJSON polygons, each its rings of [longitude, latitude]; empty until fetched. */
  polygons: jsonb('polygons').$type<[number, number][][][]>().notNull().default([]),
  fetchedAt: timestamptz('fetched_at'),
  attemptedAt: timestamptz('attempted_at').notNull(),
  lastError: text('last_error'),
});
