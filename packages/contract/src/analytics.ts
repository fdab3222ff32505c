import { z } from 'zod';
import { ANALYTICS_EVENT_TYPES, STAGES, type AnalyticsEventType } from './constants.js';
import { languageCodeSchema } from './languages.js';

const contentId = z.number().int().positive().max(2_147_483_647);

export const analyticsEventTypeSchema = z.enum(ANALYTICS_EVENT_TYPES);

/** What the client may send as properties; only the listed ones below are kept. */
const propertiesSchema = z.record(z.string().max(100), z.unknown());

/** An app page's path as analytics keeps it: lower-case segments, no query, no fragment. */
const pagePath = z
  .string()
  .max(200)
  .regex(/^\/[a-z0-9/_-]*$/);

/** Properties any event may carry: the page it happened on and the reading language. */
const common = { page: pagePath, language: languageCodeSchema };
const hazard = { ...common, hazard_id: contentId };
const sponsor = { ...hazard, sponsor_id: contentId };
const localContent = { ...hazard, local_content_id: contentId };

/**
 * The closed list of properties each event may store (spec: "page, language and ids"). The
 * server keeps a listed key only when its value fits, and drops every other key and value: no
 * free text, no coordinates, nothing about who sent it.
 */
export const ANALYTICS_EVENT_PROPERTIES = {
  OPEN_APP: common,
  OPEN_PAGE: common,
  VIEW_HAZARD: hazard,
  SELECT_HAZARD_STAGE: { ...hazard, stage: z.enum(STAGES) },
  VIEW_CONTENT_BLOCK: { ...hazard, content_block_id: contentId },
  ADD_BOOKMARK: hazard,
  REMOVE_BOOKMARK: hazard,
  SHARE_HAZARD: hazard,
  SHARE_PREP_CHECK: { ...common, prep_check_id: contentId },
  OPEN_PRIVACY_POLICY: common,
  CLICK_SPONSOR_LINK: sponsor,
  CLICK_SPONSOR_EXTRA_LINK: sponsor,
  CLICK_SPONSOR_LEARN_MORE: sponsor,
  HOVER_SPONSOR: sponsor,
  CLICK_LOCAL_CONTENT_LINK: localContent,
  HOVER_LOCAL_CONTENT: localContent,
  CLICK_LOCAL_CONTENT_SWITCH: { ...common, on: z.boolean() },
  CLICK_COMMUNITY_SPONSORS_PAGE: hazard,
} satisfies Record<AnalyticsEventType, z.ZodRawShape>;

/** User properties kept: the reading language; `zip` only ever comes from the signed-in profile. */
export const ANALYTICS_USER_PROPERTIES = { language: languageCodeSchema } satisfies z.ZodRawShape;

/**
 * `POST /public/analytics/log` (anonymous or signed in): one event, at most 8 KB, answered 204.
 *
 * NOTE: the server never stores who sent it, and of the properties only those its event lists
 * (`ANALYTICS_EVENT_PROPERTIES`, `ANALYTICS_USER_PROPERTIES`) with a value that fits.
 * `user_properties.zip` is never taken from the client: it is the signed-in profile's zip, and
 * only when the profile holds one.
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
