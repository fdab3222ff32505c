import { z } from 'zod';
import { RATINGS } from '@prepwell/contract';
import { idSchema, nonEmptyText } from './common.js';
import { localized, machineTranslatedSchema } from './localized.js';

/**
 * `progress.yaml`: the three preparedness-level badges (one per rating, ARCHITECTURE.md
 * thresholds: below 0.4 LOW, below 0.75 MEDIUM, else HIGH) and the journey phases, reached by
 * the number of completed Prep Checks and their average score.
 */
export const badgeSchema = z
  .object({
    id: idSchema,
    level: z.enum(RATINGS),
    icon: z.string().regex(/^[a-z0-9-]+\.svg$/),
    machine_translated: machineTranslatedSchema,
    text_by_language: localized(
      z.object({ name: nonEmptyText, award_text: nonEmptyText, icon_alt: nonEmptyText }),
    ),
  })
  .strict();

export const journeyPhaseSchema = z
  .object({
    id: idSchema,
    /** Reached when at least this many Prep Checks are submitted… */
    min_completed: z.number().int().min(0),
    /** …with at least this average score (0 to 1). */
    min_average_score: z.number().min(0).max(1),
    icon: z.string().regex(/^[a-z0-9-]+\.svg$/),
    machine_translated: machineTranslatedSchema,
    text_by_language: localized(
      z.object({
        name: nonEmptyText,
        subcopy: nonEmptyText,
        award_text: nonEmptyText,
        icon_alt: nonEmptyText,
      }),
    ),
  })
  .strict();

export const progressFileSchema = z
  .object({
    badges: z.array(badgeSchema).length(3),
    journey_phases: z.array(journeyPhaseSchema).min(4),
  })
  .strict();
export type ProgressFile = z.infer<typeof progressFileSchema>;
