import { z } from 'zod';
import { ANALYTICS_EVENT_TYPES } from './constants.js';
import { hazardSummarySchema } from './hazards.js';
import { languageCodeSchema } from './languages.js';

const contentId = z.number().int().positive().max(2_147_483_647);

/**
 * `POST /public/guide/hazard-view-event` (signed in) and `/noauth` (anonymous), with or without a
 * trailing slash: a reader opened a hazard, or one of its content blocks. Answers 204.
 */
export const hazardViewEventRequestSchema = z
  .object({
    hazard_id: contentId,
    /** A block of that hazard; a block of another hazard is a 400. `null` is the same as absent. */
    content_block_id: contentId.nullish(),
  })
  .strict();
export type HazardViewEventRequest = z.input<typeof hazardViewEventRequestSchema>;

/** `GET /public/v2/trending-hazards?lang=`. */
export const trendingHazardsQuerySchema = z.object({
  /** The language to answer in besides English; without it, English only. */
  lang: languageCodeSchema.optional(),
});
export type TrendingHazardsQuery = z.infer<typeof trendingHazardsQuerySchema>;

/**
 * At most 10 hazards, never empty while the guide has a non-local hazard: the most viewed of the
 * last 7 days; with fewer than 20 views in that window, hazards whose topics include Trending,
 * then the most viewed ever, then the rest in guide order. Local hazards never appear.
 */
export const trendingHazardsResponseSchema = z.object({ hazards: z.array(hazardSummarySchema) });
export type TrendingHazardsResponse = z.infer<typeof trendingHazardsResponseSchema>;

export const analyticsEventTypeSchema = z.enum(ANALYTICS_EVENT_TYPES);

/** Free-form properties; keys that identify a person or place are removed before storing. */
const propertiesSchema = z.record(z.string().max(100), z.unknown());

/**
 * `POST /public/analytics/log` (anonymous or signed in): one event, at most 8 KB, answered 204.
 *
 * NOTE: the server never stores who sent it. At any depth of `event_properties` and
 * `user_properties` it removes the keys `ANALYTICS_REMOVED_KEYS` names (compared without case,
 * `_` or `-`) and any `lat`/`lng`/`zip` values in URLs. `user_properties.zip` is never taken from
 * the client: it is the signed-in profile's zip, and only when the profile holds one.
 */
export const analyticsLogRequestSchema = z
  .object({
    event_type: analyticsEventTypeSchema,
    event_properties: propertiesSchema.optional(),
    user_properties: propertiesSchema.optional(),
    os_name: z.string().max(64).optional(),
    app_version: z.string().max(32).optional(),
    /** When it happened: an ISO 8601 date-time with offset, or milliseconds since 1970. */
    time: z
      .union([
        z.iso.datetime({ offset: true }),
        z
          .number()
          .int()
          .min(Date.UTC(2000, 0, 1))
          .max(Date.UTC(2100, 0, 1)),
      ])
      .optional(),
  })
  .strict();
export type AnalyticsLogRequest = z.input<typeof analyticsLogRequestSchema>;

/**
 * Property keys never stored, at any depth (compared lower-cased without `_`, `-` or spaces):
 * coordinates, addresses, IP addresses, names, emails, phone numbers and user ids.
 */
export const ANALYTICS_REMOVED_KEYS = [
  'lat',
  'lng',
  'lon',
  'long',
  'latitude',
  'longitude',
  'coords',
  'coordinates',
  'geolocation',
  'location',
  'address',
  'zip',
  'zipcode',
  'postalcode',
  'ip',
  'ipaddress',
  'remoteaddress',
  'email',
  'emailaddress',
  'name',
  'firstname',
  'lastname',
  'fullname',
  'username',
  'phone',
  'phonenumber',
  'userid',
  'sub',
  'subject',
] as const;
