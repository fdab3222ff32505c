import { z } from 'zod';
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
