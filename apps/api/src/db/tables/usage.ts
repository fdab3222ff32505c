/**
 * Usage tables (ARCHITECTURE: "Who owns which tables", the local-information issue): hazard views
 * for the trending list and the web app's analytics events. NOTE: neither holds who did it: no
 * user id, no IP address, no location (the analytics module strips identifying keys before insert).
 */
import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { AnalyticsEventType } from '@prepwell/contract';
import { contentBlocks, hazards } from './platform.js';
import { timestamptz } from './columns.js';

/** One row per hazard (or content block) view; trending counts them over the last 7 days. */
export const hazardViewEvents = pgTable(
  'hazard_view_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hazardId: integer('hazard_id')
      .notNull()
      .references(() => hazards.id),
    contentBlockId: integer('content_block_id').references(() => contentBlocks.id),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (table) => [index('hazard_view_events_viewed_at_idx').on(table.viewedAt)],
);

/**
 * Hazard page views per hazard and UTC day, rolled up from `hazard_view_events` once they are
 * older than the raw window (modules/trending/repository.ts): trending and Up Next count from
 * this small table and the last days' raw events.
 */
export const hazardViewDays = pgTable(
  'hazard_view_days',
  {
    hazardId: integer('hazard_id')
      .notNull()
      .references(() => hazards.id),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.hazardId, table.day] }),
    index('hazard_view_days_day_idx').on(table.day),
  ],
);

/** `POST /public/analytics/log`: one row per event, deleted after ANALYTICS_RETENTION_DAYS. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventType: text('event_type').$type<AnalyticsEventType>().notNull(),
    eventProperties: jsonb('event_properties').$type<Record<string, unknown>>().notNull().default({}),
    userProperties: jsonb('user_properties').$type<Record<string, unknown>>().notNull().default({}),
    osName: text('os_name'),
    appVersion: text('app_version'),
    /** When the event happened, as the client says (untrusted); retention goes by `received_at`. */
    time: timestamptz('time'),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (table) => [index('analytics_events_received_at_idx').on(table.receivedAt)],
);
