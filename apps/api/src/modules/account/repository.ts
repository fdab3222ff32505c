import { eq } from 'drizzle-orm';
import { API_PATHS, isLanguageCode, TUTORIALS, type Profile, type Tutorial } from '@prepwell/contract';
import type { Database } from '../../db/client.js';
import { profilePictures, users } from '../../db/schema.js';
import type { User } from '../../plugins/session.js';

/** The wire shape of a user (`GET /public/profile`). */
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

/**
 * Delete a user and, in the same transaction, their sign-in account at the bundled provider
 * (`deleteSignInAccount`), so neither outlives the other. Every user-owned table references
 * users(id) ON DELETE CASCADE (sessions included).
 */
export async function deleteUser(
  db: Database,
  user: User,
  deleteSignInAccount?: (tx: Database, subject: string) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, user.id));
    if (deleteSignInAccount) await deleteSignInAccount(tx as unknown as Database, user.subject);
  });
}

const pictureUriAt = (updatedAt: Date) => `${API_PATHS.profilePicture}?v=${updatedAt.getTime()}`;

/** The URI of a user's picture, changing whenever the picture does (so caches never go stale). */
export async function findPictureUri(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ updatedAt: profilePictures.updatedAt })
    .from(profilePictures)
    .where(eq(profilePictures.userId, userId));
  return row ? pictureUriAt(row.updatedAt) : null;
}

export async function findPicture(db: Database, userId: string) {
  const [row] = await db.select().from(profilePictures).where(eq(profilePictures.userId, userId));
  return row ?? null;
}

/** Store (or replace) a user's picture, already re-encoded; answers its new URI. */
export async function savePicture(
  db: Database,
  userId: string,
  picture: { data: Buffer; contentType: string; width: number; height: number },
): Promise<string> {
  const updatedAt = new Date();
  const values = { image: picture.data, width: picture.width, height: picture.height, updatedAt };
  await db
    .insert(profilePictures)
    .values({ userId, contentType: picture.contentType, ...values })
    .onConflictDoUpdate({
      target: profilePictures.userId,
      set: { ...values, contentType: picture.contentType },
    });
  return pictureUriAt(updatedAt);
}

export async function deletePicture(db: Database, userId: string): Promise<void> {
  await db.delete(profilePictures).where(eq(profilePictures.userId, userId));
}
