/**
 * Saved places (the Alerts issue, ADR 034): up to five per account, in the person's order. NOTE:
 * personal data: never logged, answered only to their owner, deleted with the account (ON DELETE
 * CASCADE).
 */
import { doublePrecision, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { users } from './accounts.js';

export const userPlaces = pgTable(
  'user_places',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The app's id for the place (a UUID it made), the same on every device. */
    id: uuid('id').notNull(),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** `city`, `zip` or `location`: how the place was chosen. */
    source: text('source').$type<'city' | 'zip' | 'location'>().notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.id] })],
);
