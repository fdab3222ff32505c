import { eq } from 'drizzle-orm';
import { isLanguageCode, TUTORIALS, type Profile, type Tutorial } from '@prepwell/contract';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { User } from '../../plugins/session.js';

export function toProfile(user: User, pictureUri: string | null): Profile {
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    preferred_language: isLanguageCode(user.preferredLanguage) ? user.preferredLanguage : 'en',
    zip: user.zip,
    tutorials_shown: user.tutorialsShown.filter((t): t is Tutorial =>
      (TUTORIALS as readonly string[]).includes(t),
    ),
    profile_picture_uri: pictureUri,
  };
}

export interface ProfileChanges {
  first_name?: string | undefined;
  last_name?: string | undefined;
  preferred_language?: Profile['preferred_language'] | undefined;
  zip?: string | null | undefined;
  tutorials_shown?: Tutorial[] | undefined;
}

/** Merge the given writable fields into the user's profile; fields not given stay as they are. */
export async function updateProfile(db: Database, userId: string, changes: ProfileChanges): Promise<User> {
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (changes.first_name !== undefined) set.firstName = changes.first_name;
  if (changes.last_name !== undefined) set.lastName = changes.last_name;
  if (changes.preferred_language !== undefined) set.preferredLanguage = changes.preferred_language;
  if (changes.zip !== undefined) set.zip = changes.zip;
  if (changes.tutorials_shown !== undefined) set.tutorialsShown = [...new Set(changes.tutorials_shown)];
  const [user] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  if (!user) throw new Error('the signed-in user no longer exists');
  return user;
}
