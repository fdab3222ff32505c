/*
 * Official alerts for the reader's places (ADR 034): `GET /public/v2/alerts?points=&lang=` and
 * `GET /public/v2/alerts/{id}?lang=`. An alert's own texts stay as the feed published them, in
 * the language it gave (`language`, for the page's `lang`); "What to do now" is the guide's.
 */
import { z } from 'zod';
import { contentBlockSchema, hazardSummarySchema } from './hazards.js';
import { languageCodeSchema } from './languages.js';
import { ALERT_CERTAINTIES, ALERT_PLACES_MAX, ALERT_SEVERITIES, ALERT_URGENCIES } from './constants.js';

const latitude = /^-?\d{1,2}(\.\d{1,6})?$/;
const longitude = /^-?\d{1,3}(\.\d{1,6})?$/;

/**
 * `points`: the places' points as `lat,lng` pairs separated by `;` ("45.52,-122.68;45.6,-122.5"),
 * at most five, each a plain decimal in range. Never logged or stored.
 */
const pointsSchema = z
  .string()
  .max(ALERT_PLACES_MAX * 26)
  .transform((value, ctx) => {
    const pairs = value.split(';').filter((pair) => pair.trim() !== '');
    if (pairs.length > ALERT_PLACES_MAX) {
      ctx.addIssue({ code: 'custom', message: `at most ${ALERT_PLACES_MAX} points` });
      return z.NEVER;
    }
    const points: { lat: number; lng: number }[] = [];
    for (const pair of pairs) {
      const [lat = '', lng = '', ...rest] = pair.trim().split(',');
      const point = { lat: Number(lat), lng: Number(lng) };
      if (
        rest.length > 0 ||
        !latitude.test(lat) ||
        !longitude.test(lng) ||
        Math.abs(point.lat) > 90 ||
        Math.abs(point.lng) > 180
      ) {
        ctx.addIssue({
          code: 'custom',
          message: `"${pair.slice(0, 40)}" is not a point: write lat,lng as decimals, such as 45.52,-122.68`,
        });
        return z.NEVER;
      }
      points.push(point);
    }
    return points;
  });

export const alertsQuerySchema = z.object({
  points: pointsSchema.optional(),
  lang: languageCodeSchema.optional(),
});
export type AlertsQuery = z.input<typeof alertsQuerySchema>;

export const alertIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const alertDetailQuerySchema = z.object({ lang: languageCodeSchema.optional() });

/** How current the stored alerts are. */
export const alertFeedStatusSchema = z.object({
  /** False when no feed is configured: the app says alerts are not set up here. */
  configured: z.boolean(),
  /** When every feed was last read (the oldest of them); null before the first poll. */
  last_checked_at: z.string().nullable(),
  /** True when a feed's last try failed: what is shown may be out of date. */
  failing: z.boolean(),
});
export type AlertFeedStatus = z.infer<typeof alertFeedStatusSchema>;

/** An alert as lists show it: the `info` block in the reader's language, or the first. */
export const alertSummarySchema = z.object({
  id: z.number().int(),
  event: z.string(),
  headline: z.string().nullable(),
  severity: z.enum(ALERT_SEVERITIES),
  urgency: z.enum(ALERT_URGENCIES),
  certainty: z.enum(ALERT_CERTAINTIES),
  /** The language of `event` and `headline`, as the feed tagged it ("en-US"). */
  language: z.string(),
  sender_name: z.string().nullable(),
  sent: z.string(),
  onset: z.string().nullable(),
  /** Until when; null when the feed does not say. */
  expires: z.string().nullable(),
  /** True for a CAP Update (it replaces an earlier alert). */
  updated: z.boolean(),
  /** The guide's hazard for this kind of alert, if the content pack maps one. */
  hazard_slug: z.string().nullable(),
  /** A made-up alert of the demonstration feed: "Sample — not a real alert". */
  sample: z.boolean(),
});
export type AlertSummary = z.infer<typeof alertSummarySchema>;

/** `GET /public/v2/alerts`: the active alerts at the points, and how current they are. */
export const alertsResponseSchema = z.object({
  status: alertFeedStatusSchema,
  /** Every alert at any of the points, most severe first, then the most urgent, then the newest. */
  alerts: z.array(alertSummarySchema),
  /** Per point, in the order given: the ids of its alerts, in the same order. */
  points: z.array(z.object({ alert_ids: z.array(z.number().int()) })),
});
export type AlertsResponse = z.infer<typeof alertsResponseSchema>;

/** One `info` block of an alert, as published. */
export const alertInfoSchema = z.object({
  language: z.string(),
  event: z.string(),
  headline: z.string().nullable(),
  description: z.string().nullable(),
  instruction: z.string().nullable(),
  web: z.string().nullable(),
  sender_name: z.string().nullable(),
  severity: z.enum(ALERT_SEVERITIES),
  urgency: z.enum(ALERT_URGENCIES),
  certainty: z.enum(ALERT_CERTAINTIES),
  effective: z.string().nullable(),
  onset: z.string().nullable(),
  expires: z.string().nullable(),
  /** The areas' descriptions ("Multnomah County"). */
  areas: z.array(z.string()),
});
export type AlertInfo = z.infer<typeof alertInfoSchema>;

export const ALERT_STATES = ['active', 'ended', 'expired'] as const;

/** `GET /public/v2/alerts/{id}`: the alert in full, and what to do now. */
export const alertDetailSchema = z.object({
  alert: alertSummarySchema.extend({
    /** The publisher's address (CAP `sender`). */
    sender: z.string(),
    state: z.enum(ALERT_STATES),
    /** The alert that replaced this one (its Update), when it is stored. */
    replaced_by: z.number().int().nullable(),
    /** Every `info` block: the same alert in each language the feed carries. */
    infos: z.array(alertInfoSchema),
  }),
  /** The mapped hazard's critical React-stage blocks in the reader's language; null if none. */
  what_to_do: z.object({ hazard: hazardSummarySchema, blocks: z.array(contentBlockSchema) }).nullable(),
  status: alertFeedStatusSchema,
});
export type AlertDetail = z.infer<typeof alertDetailSchema>;
