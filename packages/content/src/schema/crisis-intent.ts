import { z } from 'zod';
import { nonEmptyText } from './common.js';
import { localized } from './localized.js';

/**
 * One crisis intent: what a person means ("I want to end my life", "someone took too many
 * pills"), the lines that serve it, first serving first, and the phrases that say it in each
 * language. A query that holds one of the phrases lists those lines before any text match (ADR 024).
 */
export const crisisIntentSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an intent key is kebab-case, e.g. suicide'),
    /** Slugs of `crisis-options/<slug>.yaml`, in the order they are listed. */
    lines: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)).min(1),
    text_by_language: localized(
      z
        .object({
          /** Words and short phrases as people type them: first person, slang, misspellings. */
          phrases: z.array(nonEmptyText.pipe(z.string().max(60, 'a phrase is a few words'))).min(1),
        })
        .strict(),
    ),
  })
  .strict();
export type CrisisIntent = z.infer<typeof crisisIntentSchema>;

/** `crisis-intents.yaml`: the table of crisis intents, most urgent first. */
export const crisisIntentsFileSchema = z.object({ intents: z.array(crisisIntentSchema).min(1) }).strict();
