import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { endProviderSessions, setPassword, type IdentityDatabase } from './accounts.js';
import { identityAccounts, identityPasswordResets } from './db/schema.js';

/** A reset link works for 30 minutes, once. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/** At most one new link per account per minute (a form cannot flood someone's inbox). */
export const RESET_COOLDOWN_MS = 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new reset token for the account with this email, or null when there is no such account or
 * one was just sent. Earlier links of the account stop working. Only the token's hash is stored.
 */
export async function createResetToken(
  db: IdentityDatabase,
  email: string,
): Promise<{ token: string; accountId: string } | null> {
  const [account] = await db
    .select({ id: identityAccounts.id })
    .from(identityAccounts)
    .where(eq(identityAccounts.email, email.trim().toLowerCase()))
    .limit(1);
  if (!account) return null;
  const now = Date.now();
  // Tidy up: links past their time or already used are of no use to anyone.
  await db
    .delete(identityPasswordResets)
    .where(
      or(
        lt(identityPasswordResets.expiresAt, new Date(now)),
        lt(identityPasswordResets.usedAt, new Date(now - RESET_TOKEN_TTL_MS)),
      ),
    );
  const [recent] = await db
    .select({ tokenHash: identityPasswordResets.tokenHash })
    .from(identityPasswordResets)
    .where(
      and(
        eq(identityPasswordResets.accountId, account.id),
        gt(identityPasswordResets.createdAt, new Date(now - RESET_COOLDOWN_MS)),
      ),
    )
    .limit(1);
  if (recent) return null;
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(identityPasswordResets).where(eq(identityPasswordResets.accountId, account.id));
    await tx.insert(identityPasswordResets).values({
      tokenHash: hashToken(token),
      accountId: account.id,
      expiresAt: new Date(now + RESET_TOKEN_TTL_MS),
    });
  });
  return { token, accountId: account.id };
}

const usable = (token: string) =>
  and(
    eq(identityPasswordResets.tokenHash, hashToken(token)),
    isNull(identityPasswordResets.usedAt),
    gt(identityPasswordResets.expiresAt, new Date()),
  );

/** True while the token is unused and unexpired. */
export async function isResetTokenUsable(db: IdentityDatabase, token: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const [row] = await db
    .select({ tokenHash: identityPasswordResets.tokenHash })
    .from(identityPasswordResets)
    .where(usable(token))
    .limit(1);
  return Boolean(row);
}

/**
 * Use the token (once: it is marked used in the same statement that checks it) to set a new
 * password; the account's sessions at the provider end. Null when the token is not usable.
 */
export async function resetPassword(
  db: IdentityDatabase,
  token: string,
  newPassword: string,
): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const [used] = await db
    .update(identityPasswordResets)
    .set({ usedAt: new Date() })
    .where(usable(token))
    .returning({ accountId: identityPasswordResets.accountId });
  if (!used) return null;
  await setPassword(db, used.accountId, newPassword);
  await endProviderSessions(db, used.accountId);
  return used.accountId;
}
