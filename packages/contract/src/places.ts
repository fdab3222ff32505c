/*
 * Places (ADR 034): the places a person saves (at most five), for alerts and local information,
 * and the offline search that finds them by city or US ZIP code. A place is personal data: never
 * logged, never sent to anyone else, deleted with the account.
 */
import { z } from 'zod';
import { ALERT_PLACES_MAX, PLACE_NAME_MAX } from './constants.js';

/** A place the gazetteer found: a city (GeoNames) or a US ZIP code's centre. */
export const placeMatchSchema = z.object({
  kind: z.enum(['city', 'zip']),
  /** The city's name, or the ZIP code. */
  name: z.string(),
  /** A ZIP code's city. */
  locality: z.string().nullable(),
  /** The state or region code where it means something ("OR"). */
  region: z.string().nullable(),
  /** ISO 3166 country code; the app shows its name in the reader's language. */
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type PlaceMatch = z.infer<typeof placeMatchSchema>;

/** `GET /public/v2/place-search?place=`: a city's name (its start), or a US ZIP code. */
export const placeSearchQuerySchema = z.object({
  place: z.string().trim().min(1, 'type a city or a ZIP code').max(100),
});
export const placeSearchResponseSchema = z.object({ places: z.array(placeMatchSchema) });
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;

/** A saved place: its name ("Home", "Mom's house"), its point, and whether it notifies. */
export const savedPlaceSchema = z.object({
  /** Made by the app that saved it (a UUID), so a place keeps its id across devices. */
  id: z.uuid(),
  name: z.string().trim().min(1, 'give the place a name').max(PLACE_NAME_MAX),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** What the place was chosen as: a city, a ZIP code, or the device's location when saved. */
  source: z.enum(['city', 'zip', 'location']),
});
export type SavedPlace = z.infer<typeof savedPlaceSchema>;

/** `GET` and `PUT /public/v2/authenticated/places`: the account's places, in the person's order. */
export const savedPlacesSchema = z.object({
  places: z
    .array(savedPlaceSchema)
    .max(ALERT_PLACES_MAX, `at most ${ALERT_PLACES_MAX} places`)
    .refine(
      (places) => new Set(places.map((place) => place.id)).size === places.length,
      'two places have one id',
    ),
});
export type SavedPlaces = z.infer<typeof savedPlacesSchema>;
