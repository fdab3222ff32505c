import { ALERT_PLACES_MAX, PLACE_NAME_MAX, type SavedPlace } from '@prepwell/contract';
import { STORAGE_KEYS } from '../storage';
import { storedValue } from '../stored-value';

const NONE: SavedPlace[] = [];
const SOURCES = new Set<unknown>(['city', 'zip', 'location']);

/** A place as stored, or not one (storage is the browser's: anything may be there). */
export function isSavedPlace(value: unknown): value is SavedPlace {
  const place = value as Partial<SavedPlace> | null;
  return (
    typeof place === 'object' &&
    place !== null &&
    typeof place.id === 'string' &&
    /^[0-9a-f-]{36}$/i.test(place.id) &&
    typeof place.name === 'string' &&
    place.name.trim().length > 0 &&
    place.name.length <= PLACE_NAME_MAX &&
    typeof place.lat === 'number' &&
    Math.abs(place.lat) <= 90 &&
    typeof place.lng === 'number' &&
    Math.abs(place.lng) <= 180 &&
    SOURCES.has(place.source)
  );
}

/** An anonymous reader's places: local storage `@places`, on this device only. */
export const storedPlaces = storedValue<SavedPlace[]>(
  'local',
  STORAGE_KEYS.places,
  (value) => {
    const places = Array.isArray(value) ? value.filter(isSavedPlace).slice(0, ALERT_PLACES_MAX) : [];
    return places.length > 0 ? places : undefined;
  },
  NONE,
);
