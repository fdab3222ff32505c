import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { identityAccounts, oidcPayloads } from './db/schema.js';
import {
  hashPassword,
  isGuessablePassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  verifyPassword,
} from './passwords.js';

// The identity provider works on any Drizzle PostgreSQL database (PGlite or node-postgres).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IdentityDatabase = PgDatabase<PgQueryResultHKT, any>;
export type IdentityAccount = typeof identityAccounts.$inferSelect;

// NOTE: each field's first issue is the one shown (texts.ts fieldErrors): "required" comes first,
// so an empty field says "enter it", not "too short" or "not valid".
const signUpFields = z.object({
  given_name: z.string({ message: 'first_name_required' }).trim().min(1, 'first_name_required').max(100),
  family_name: z.string({ message: 'last_name_required' }).trim().min(1, 'last_name_required').max(100),
  email: z
    .string({ message: 'email_required' })
    .trim()
    .toLowerCase()
    .min(1, 'email_required')
    .email('email_invalid')
    .max(254),
  password: z
    .string({ message: 'password_required' })
    .min(1, 'password_required')
    .min(PASSWORD_MIN_LENGTH, 'password_too_short')
    .max(PASSWORD_MAX_LENGTH, 'password_too_long'),
  terms: z.literal('on', { message: 'terms_required' }),
});

/** The log-in form: both fields filled in (whether they match an account is verifyLogin's). */
export const loginSchema = z.object({
  email: z.string({ message: 'email_required' }).trim().min(1, 'email_required').max(254),
  password: z.string({ message: 'password_required' }).min(1, 'password_required'),
});

/**
 * Sign-up form: every field checked; the terms checkbox is required; the password is not one
 * anyone could guess, nor made of the person's own name or email.
 */
export const signUpSchema = signUpFields.superRefine((value, ctx) => {
  if (value.password.length < PASSWORD_MIN_LENGTH) return;
  const context = [
    value.email,
    value.email.split('@')[0] ?? '',
    value.given_name,
    value.family_name,
    `${value.given_name}${value.family_name}`,
  ];
  if (isGuessablePassword(value.password, context)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'password_guessable' });
  }
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

const passwordField = z
  .string({ message: 'password_required' })
  .min(1, 'password_required')
  .min(PASSWORD_MIN_LENGTH, 'password_too_short')
  .max(PASSWORD_MAX_LENGTH, 'password_too_long')
  .refine(
    (password) => password.length < PASSWORD_MIN_LENGTH || !isGuessablePassword(password),
    'password_guessable',
  );
const currentPasswordField = z
  .string({ message: 'current_password_required' })
  .min(1, 'current_password_required')
  .max(PASSWORD_MAX_LENGTH, 'current_password_wrong');

/** Manage-account forms: each field checked; messages are keys of the texts' `errors`. */
export const nameChangeSchema = signUpFields.pick({ given_name: true, family_name: true });
export const emailChangeSchema = z.object({
  email: signUpFields.shape.email,
  current_password: currentPasswordField,
});
export const passwordChangeSchema = z
  .object({
    current_password: currentPasswordField,
    new_password: passwordField,
    confirm_password: z.string({ message: 'passwords_differ' }),
  })
  .refine((value) => value.new_password === value.confirm_password, {
    message: 'passwords_differ',
    path: ['confirm_password'],
  });
/** Choosing a new password with a reset link: no current password, the new one twice. */
export const newPasswordSchema = z
  .object({ new_password: passwordField, confirm_password: z.string({ message: 'passwords_differ' }) })
  .refine((value) => value.new_password === value.confirm_password, {
    message: 'passwords_differ',
    path: ['confirm_password'],
  });

export async function updateName(
  db: IdentityDatabase,
  id: string,
  input: z.output<typeof nameChangeSchema>,
): Promise<void> {
  await db
    .update(identityAccounts)
    .set({ givenName: input.given_name, familyName: input.family_name, updatedAt: new Date() })
    .where(eq(identityAccounts.id, id));
}

/** PostgreSQL's unique_violation, as node-postgres or PGlite report it (possibly wrapped by Drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Change the sign-in email (lower-cased); throws EmailTakenError when another account has it. */
export async function changeEmail(db: IdentityDatabase, id: string, email: string): Promise<void> {
  const normalized = email.trim().toLowerCase();
  const [other] = await db
    .select({ id: identityAccounts.id })
    .from(identityAccounts)
    .where(eq(identityAccounts.email, normalized))
    .limit(1);
  if (other && other.id !== id) throw new EmailTakenError();
  try {
    await db
      .update(identityAccounts)
      .set({ email: normalized, updatedAt: new Date() })
      .where(eq(identityAccounts.id, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

export async function setPassword(db: IdentityDatabase, id: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .update(identityAccounts)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(identityAccounts.id, id));
}

/**
 * End the provider's sessions of an account (after a password change or reset), except the one
 * in use when `keepSessionId` is given. Sessions of the app itself are the API's and stay.
 */
export async function endProviderSessions(
  db: IdentityDatabase,
  accountId: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.model, 'Session'),
        sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`,
        ...(keepSessionId ? [ne(oidcPayloads.id, keepSessionId)] : []),
      ),
    );
}
