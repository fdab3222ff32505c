/**
 * Signed-in people for a bench: users made straight in the bench's database, each with a session
 * from the API's own session code (so a bench that imports this runs under tsx).
 */
import { SESSION_COOKIE } from '@prepwell/contract';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/db/schema.ts';
import { createSession } from '../apps/api/src/plugins/session.ts';

/** `count` people named `<prefix>-<i>`: their user id and the cookie that signs them in. */
export async function signInPeople(databaseUrl, count, prefix) {
  const database = await openDatabase({ databaseUrl });
  try {
    const people = [];
    for (let i = 0; i < count; i += 1) {
      const [user] = await database.db
        .insert(users)
        .values({ issuer: 'https://bench.invalid', subject: `${prefix}-${i}`, firstName: '', lastName: '' })
        .returning();
      const { token } = await createSession(database.db, user.id);
      people.push({ userId: user.id, cookie: `${SESSION_COOKIE}=${token}` });
    }
    return people;
  } finally {
    await database.close();
  }
}
