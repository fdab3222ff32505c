/**
 * The bundled identity provider's own tables. They live in the same database as the app and
 * are part of the one migration set (apps/api/drizzle.config.ts lists this file too).
 */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** People who signed up with the bundled provider. Emails are stored lower-cased. */
export const identityAccounts = pgTable('identity_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  /** scrypt$N$r$p$salt$hash (base64url parts). */
  passwordHash: text('password_hash').notNull(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  /** When the person agreed to the Terms of Service & Privacy Policy at sign-up. */
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
