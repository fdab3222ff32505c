import { ALERT_PLACES_MAX, type SavedPlace } from '@prepwell/contract';
import { queryClient } from '../query-client';
import { myPlacesQueryOptions, placeQueryKeys, putMyPlaces } from './places-api';
import { storedPlaces } from './stored-places';

/** Two places at the same point (to about 100 m) are one. */
const samePoint = (a: SavedPlace, b: SavedPlace) =>
  Math.abs(a.lat - b.lat) < 0.001 && Math.abs(a.lng - b.lng) < 0.001;

/** The account's places, then this device's that are new to it, at most five. */
export function mergedPlaces(account: SavedPlace[], device: SavedPlace[]): SavedPlace[] {
  const merged = [...account];
  for (const place of device) {
    if (merged.length >= ALERT_PLACES_MAX) break;
    if (!merged.some((known) => known.id === place.id || samePoint(known, place))) merged.push(place);
  }
  return merged;
}

/**
 * At sign-in: the places kept on this device join the account's (up to five), then leave the
 * device. If saving fails they stay, so nothing is lost, and are tried again at the next start.
 */
export async function mergeStoredPlaces(): Promise<void> {
  const device = storedPlaces.read();
  if (device.length === 0) return;
  const account = await queryClient.fetchQuery(myPlacesQueryOptions());
  const saved = await putMyPlaces(mergedPlaces(account.places, device));
  queryClient.setQueryData(placeQueryKeys.mine, saved);
  storedPlaces.write([]);
}
