/**
 * The bundled identity provider's own tables. They live in the same database as the app and
 * are part of the one migration set (apps/api/drizzle.config.ts lists this file too).
 */
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * What oidc-provider stores (sessions, interactions, grants, codes, tokens), by model name and
 * id, so every replica sees the same state.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_payloads_grant_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.uid),
    // The purge deletes expired rows (purge.ts).
    index('oidc_payloads_expires_idx').on(table.expiresAt),
    index('oidc_payloads_user_code_idx').on(table.userCode),
  ],
);

/** Signing keys (JWK) and cookie-signing keys, made at first start and shared by every replica. */
export const identityKeys = pgTable('identity_keys', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  value: jsonb('value').$type<Record<string, unknown> | string>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Password-reset links: only the SHA-256 of each token is kept; a token works once, for 30
 * minutes. Deleting the account deletes its tokens.
 */
export const identityPasswordResets = pgTable(
  'identity_password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('identity_password_resets_account_idx').on(table.accountId)],
);
