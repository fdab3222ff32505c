/**
 * Accounts tables (ARCHITECTURE: "Who owns which tables"). Every table holding a user's data
 * references users(id) ON DELETE CASCADE, so deleting an account removes all of it.
 */
import { customType, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { textList, timestamptz } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The OpenID Connect issuer and subject that identify the person. */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    // NOTE: left as plain strings (not $type<LanguageCode>/<Tutorial>): the account repository
    // checks what it reads back, because the database does not enforce the lists.
    preferredLanguage: text('preferred_language').notNull().default('en'),
    zip: text('zip'),
    tutorialsShown: textList('tutorials_shown'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_issuer_subject_idx').on(table.issuer, table.subject)],
);

/** Server-side sessions: the cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kept for the identity provider's logout (id_token_hint). */
    idToken: text('id_token'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** When the session was last used (kept to a few minutes): idle past SESSION_IDLE_DAYS, it ends. */
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A user's profile picture, decoded and re-encoded as WebP (≤ 512 px) before it is stored. */
export const profilePictures = pgTable('profile_pictures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  contentType: text('content_type').notNull(),
  width: smallint('width').notNull(),
  height: smallint('height').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Pending sign-ins: PKCE verifier, nonce and where to return, keyed by the OAuth state. */
export const authRequests = pgTable(
  'auth_requests',
  {
    state: text('state').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    callback: text('callback').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  // The purge deletes by age (modules/auth/purge.ts).
  (table) => [index('auth_requests_created_idx').on(table.createdAt)],
);
