/**
 * Bookmarks (the Local-information, bookmarks and trending issue owns them): one row per user
 * and hazard. The user's rows go with the account (ON DELETE CASCADE); a hazard is archived, never
 * deleted, while a bookmark points at it.
 */
import { integer, pgTable, serial, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';
import { users } from './accounts.js';
import { hazards } from './platform.js';

export const bookmarks = pgTable(
  'bookmarks',
  {
    /** The spec's numeric `bookmark_id`. */
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hazardId: integer('hazard_id')
      .notNull()
      .references(() => hazards.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('bookmarks_user_hazard_idx').on(table.userId, table.hazardId)],
);
