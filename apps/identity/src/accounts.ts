import { eq, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { identityAccounts, oidcPayloads } from './db/schema.js';
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from './passwords.js';

// The identity provider works on any Drizzle PostgreSQL database (PGlite or node-postgres).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IdentityDatabase = PgDatabase<PgQueryResultHKT, any>;
export type IdentityAccount = typeof identityAccounts.$inferSelect;

/** Sign-up form: every field checked; the terms checkbox is required. */
export const signUpSchema = z.object({
  given_name: z.string().trim().min(1, 'first_name_required').max(100),
  family_name: z.string().trim().min(1, 'last_name_required').max(100),
  email: z.string().trim().toLowerCase().email('email_invalid').max(254),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, 'password_too_short')
    .max(PASSWORD_MAX_LENGTH, 'password_too_long'),
  terms: z.literal('on', { message: 'terms_required' }),
});
export type SignUp = z.input<typeof signUpSchema>;

export class EmailTakenError extends Error {
  constructor() {
    super('email_taken');
    this.name = 'EmailTakenError';
  }
}

export async function createAccount(
  db: IdentityDatabase,
  input: z.output<typeof signUpSchema>,
): Promise<IdentityAccount> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(identityAccounts)
    .values({
      email: input.email,
      passwordHash,
      givenName: input.given_name,
      familyName: input.family_name,
      termsAcceptedAt: new Date(),
    })
    .onConflictDoNothing({ target: identityAccounts.email })
    .returning();
  if (!row) throw new EmailTakenError();
  return row;
}

/** A dummy hash so an unknown email costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;

/** The account for these credentials, or null: one answer for an unknown email and a wrong password. */
export async function verifyLogin(
  db: IdentityDatabase,
  email: string,
  password: string,
): Promise<IdentityAccount | null> {
  const [row] = await db
    .select()
    .from(identityAccounts)
    .where(eq(identityAccounts.email, email.trim().toLowerCase()))
    .limit(1);
  if (!row) {
    dummyHash ??= hashPassword('not a real password');
    await verifyPassword(password, await dummyHash);
    return null;
  }
  return (await verifyPassword(password, row.passwordHash)) ? row : null;
}

export async function findAccount(db: IdentityDatabase, id: string): Promise<IdentityAccount | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const [row] = await db.select().from(identityAccounts).where(eq(identityAccounts.id, id)).limit(1);
  return row ?? null;
}

/** Delete an account and everything the provider keeps for it (sessions, grants, tokens). */
export async function deleteAccount(db: IdentityDatabase, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${id}`);
    await tx.delete(identityAccounts).where(eq(identityAccounts.id, id));
  });
}
