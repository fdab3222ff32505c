import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authRequests, users } from '../../db/schema.js';
import type { User } from '../../plugins/session.js';

/** How long a started sign-in may take before its state is forgotten. */
export const AUTH_REQUEST_TTL_MS = 10 * 60 * 1000;

export interface PendingSignIn {
  state: string;
  codeVerifier: string;
  nonce: string;
  /** The app path to return to afterwards. */
  callback: string;
}

/** How often started sign-ins past their time are deleted. */
export const AUTH_REQUEST_PURGE_EVERY_MS = 5 * 60 * 1000;

/** Keep a started sign-in (PKCE verifier, state, nonce, return path). */
export async function saveAuthRequest(db: Database, pending: PendingSignIn): Promise<void> {
  await db.insert(authRequests).values(pending);
}

/**
 * Deletes the sign-ins started more than AUTH_REQUEST_TTL_MS before `now` (never finished); answers
 * how many. Reads the created_at index; idempotent, so every replica may run it.
 */
export async function purgeExpiredAuthRequests(db: Database, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(authRequests)
    .where(lt(authRequests.createdAt, new Date(now - AUTH_REQUEST_TTL_MS)))
    .returning({ state: authRequests.state });
  return gone.length;
}

/**
 * Take (and remove, so it is used once) the sign-in started with `state`. Answers null for an
 * unknown state; `expired` when it was started too long ago.
 */
export async function takeAuthRequest(
  db: Database,
  state: string,
): Promise<(PendingSignIn & { expired: boolean }) | null> {
  const [row] = await db.delete(authRequests).where(eq(authRequests.state, state)).returning();
  if (!row) return null;
  const { createdAt, ...pending } = row;
  return { ...pending, expired: Date.now() - createdAt.getTime() > AUTH_REQUEST_TTL_MS };
}

export interface SignInClaims {
  issuer: string;
  subject: string;
  email: string | null;
  givenName: string;
  familyName: string;
}

/**
 * The user for a provider account, created at first sign-in. The provider is the source of the
 * email; names set in Prepwell's profile are kept (the provider's fill only empty ones).
 */
export async function upsertUser(db: Database, claims: SignInClaims): Promise<User> {
  const { issuer, subject, email, givenName, familyName } = claims;
  const [user] = await db
    .insert(users)
    .values({ issuer, subject, email, firstName: givenName, lastName: familyName })
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: {
        email,
        firstName: sql`case when ${users.firstName} = '' then ${givenName} else ${users.firstName} end`,
        lastName: sql`case when ${users.lastName} = '' then ${familyName} else ${users.lastName} end`,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!user) throw new Error('user upsert returned no row');
  return user;
}
