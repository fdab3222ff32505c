/**
 * Signed-in users made straight in a database, as the login callback makes them. No vitest here:
 * the benches (bench/people.mjs) sign their people in with it too.
 */
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '@prepwell/contract';
import type { DatabaseHandle } from '../src/db/client.js';
import { sessions, users } from '../src/db/schema.js';
import { createSession } from '../src/plugins/session.js';

/**
 * A signed-in user for API tests: the user row and a session, as the login callback makes them.
 * Returns the Cookie header to send.
 */
export async function signInAs(
  database: DatabaseHandle,
  user: { subject: string; firstName?: string; lastName?: string; email?: string; issuer?: string },
  options: { expiresInMs?: number } = {},
) {
  const [row] = await database.db
    .insert(users)
    .values({
      issuer: user.issuer ?? 'https://issuer.test',
      subject: user.subject,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email ?? null,
    })
    .returning();
  if (!row) throw new Error('could not create the test user');
  const session = await createSession(database.db, row.id);
  if (options.expiresInMs !== undefined) {
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + options.expiresInMs) })
      .where(eq(sessions.userId, row.id));
  }
  return { user: row, cookie: `${SESSION_COOKIE}=${session.token}` };
}
