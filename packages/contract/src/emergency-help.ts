import { z } from 'zod';
import { personFilterSchema } from './common.js';
import { POINT_PAIR, bothOrNeither, pointFields } from './hazards.js';
import { CRISIS_SUPPORT_SCOPES, isLanguageCode } from './constants.js';
import { languageCodeSchema, localizedTextSchema } from './languages.js';

/** Lists of short phrases per language, English always present. */
const localizedListSchema = z
  .object({ en: z.array(z.string()) })
  .catchall(z.array(z.string()))
  .refine((value) => Object.keys(value).every(isLanguageCode), {
    message: 'keys must be supported language codes',
  });
export type LocalizedList = z.infer<typeof localizedListSchema>;

/**
 * A crisis support option (spec §3, "alternatives" in the list). Texts come in every language
 * (the call takes none). `hours` is null for a service available around the clock. A service that
 * also takes texts names the number and keyword to send (`text_number`, `text_keyword`); for a
 * text-only line (`is_text_line`) `phone` is the number to text. `sample` marks the demo regions'
 * made-up services, whose numbers reach no one: the page labels them "Sample".
 */
export const crisisSupportOptionSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  subheader: localizedTextSchema,
  priority: z.number().int(),
  icon: z.object({ src: z.string(), alt: localizedTextSchema }),
  always_available: z.boolean(),
  hours: localizedTextSchema.nullable(),
  phone: z.string(),
  is_text_line: z.boolean(),
  text_number: z.string().nullable(),
  text_keyword: z.string().nullable(),
  link: z.string(),
  examples: localizedListSchema,
  who_they_help: localizedListSchema,
  details: localizedTextSchema,
  /**
   * Ours, not the spec's: what people type when they need this line, per language (searched
   * first, never shown; ADR 024). Absent from answers cached before it existed.
   */
  search_terms: localizedListSchema.optional(),
  /** Who it helps (Kids, Elderly…); empty: everyone. */
  filters: z.array(personFilterSchema),
  /** Hazard ids it helps with; empty: every hazard (and "Other Hazards"). */
  hazards: z.array(z.number().int()),
  scope: z.enum(CRISIS_SUPPORT_SCOPES),
  sample: z.boolean(),
});
export type CrisisSupportOption = z.infer<typeof crisisSupportOptionSchema>;

/**
 * Ours, not the spec's: a crisis intent (ADR 024). A query holding one of its `phrases` (in the
 * page's language or English) lists its lines (`option_ids`, in order) before any text match.
 */
export const crisisIntentSchema = z.object({
  key: z.string(),
  option_ids: z.array(z.number().int()),
  phrases: localizedListSchema,
});
export type CrisisIntent = z.infer<typeof crisisIntentSchema>;

/** `GET /public/crisis-support-option`: the options for the reader's point, and the newest change. */
export const crisisSupportResponseSchema = z.object({
  alternatives: z.array(crisisSupportOptionSchema),
  /** The crisis intents, naming only options in `alternatives` (ours; absent from old caches). */
  intents: z.array(crisisIntentSchema).optional(),
  /** ISO date-time: the newest `date_modified` of the options answered. */
  date_modified: z.string(),
});
export type CrisisSupportResponse = z.infer<typeof crisisSupportResponseSchema>;

/**
 * `?lat=&lng=` (both or neither, rounded to 2 decimals by the browser; the server rounds again).
 * `lang` is ours, not the spec's: texts in English and that language only (without it, every
 * language, as the spec's call answers), so the page and its server render carry a quarter of the bytes.
 */
export const crisisSupportQuerySchema = z
  .object({ lang: languageCodeSchema.optional(), ...pointFields })
  .refine(bothOrNeither, POINT_PAIR);
