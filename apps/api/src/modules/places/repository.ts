import { asc, eq } from 'drizzle-orm';
import type { SavedPlace } from '@prepwell/contract';
import type { Database } from '../../db/client.js';
import { userPlaces } from '../../db/schema.js';

/** The user's places, in their order. */
export async function listPlaces(db: Database, userId: string): Promise<SavedPlace[]> {
  return db
    .select({
      id: userPlaces.id,
      name: userPlaces.name,
      lat: userPlaces.lat,
      lng: userPlaces.lng,
      source: userPlaces.source,
    })
    .from(userPlaces)
    .where(eq(userPlaces.userId, userId))
    .orderBy(asc(userPlaces.position));
}

/** Replaces the user's places with `places` (at most five, checked by the contract), in order. */
export async function replacePlaces(
  db: Database,
  userId: string,
  places: SavedPlace[],
): Promise<SavedPlace[]> {
  await db.transaction(async (tx) => {
    await tx.delete(userPlaces).where(eq(userPlaces.userId, userId));
    if (places.length > 0)
      await tx.insert(userPlaces).values(places.map((place, position) => ({ ...place, userId, position })));
  });
  return listPlaces(db, userId);
}
