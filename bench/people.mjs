/**
 * Signed-in people for a bench: users made straight in the bench's database, each with a session
 * from the API's own session code (so a bench that imports this runs under tsx).
 */
import { openDatabase } from '../apps/api/src/db/client.ts';
import { signInAs } from '../apps/api/test/users.ts';

/** `count` people named `<prefix>-<i>`: their user id and the cookie that signs them in. */
export async function signInPeople(databaseUrl, count, prefix) {
  const database = await openDatabase({ databaseUrl });
  try {
    const people = [];
    for (let i = 0; i < count; i += 1) {
      const { user, cookie } = await signInAs(database, {
        subject: `${prefix}-${i}`,
        issuer: 'https://bench.invalid',
      });
      people.push({ userId: user.id, cookie });
    }
    return people;
  } finally {
    await database.close();
  }
}
