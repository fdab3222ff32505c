import { z } from 'zod';
import { LANGUAGE_CODES, SEARCH_QUERY_MAX, isLanguageCode, type LanguageCode } from './constants.js';
import { guideCategorySchema, personFilterSchema, stageSchema, toggleSchema, topicSchema } from './common.js';
import { languageCodeSchema, localizedTextSchema } from './languages.js';
import { hazardIdListSchema } from './hazard-ids.js';

/** Search tags per language, holding the asked language and English: `{"en": ["blackout"]}`. */
export const localizedTagsSchema = z
  .object({ en: z.array(z.string()) })
  .catchall(z.array(z.string()))
  .refine((value) => Object.keys(value).every(isLanguageCode), {
    message: 'keys must be supported language codes',
  });

/** A local content provider: the "Provided By" block of a local hazard or block. */
export const creatorSchema = z.object({
  id: z.number().int(),
  name: localizedTextSchema,
  logo: z.object({ src: z.string(), alt: localizedTextSchema }).nullable(),
  link: z.string().nullable(),
});
export type Creator = z.infer<typeof creatorSchema>;

export const hazardSourceSchema = z.object({ title: z.string(), publisher: z.string(), url: z.string() });
export type HazardSource = z.infer<typeof hazardSourceSchema>;

/** A hazard as the guide's list, search and bookmarks show it (no content blocks). */
export const hazardSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  tags: localizedTagsSchema,
  icon: z.object({ src: z.string() }),
  /** For example `Medical`, `Natural_Disaster`, `Common_Incident`. */
  types: z.array(z.string()),
  category: guideCategorySchema,
  topics: z.array(topicSchema),
  filters: z.array(personFilterSchema),
  local: z.boolean(),
  creator: creatorSchema.nullable(),
  /** Languages the hazard's text is written in (others fall back to English). */
  translations: z.array(languageCodeSchema),
  /** Languages whose text is machine translated (the UI credits the translation provider). */
  machine_translated: z.array(languageCodeSchema),
  date_modified: z.string(),
  /** Only in a personal list answer (`?bookmarks=`, or signed in): whether the reader bookmarked it. */
  bookmarked: z.boolean().optional(),
});
export type HazardSummary = z.infer<typeof hazardSummarySchema>;

/**
 * `GET /public/v2/hazards?lang=`: the LOCAL hazards of the reader's region (with `lat`/`lng`)
 * first, then the others by name.
 */
export const hazardListResponseSchema = z.object({ hazards: z.array(hazardSummarySchema) });
export type HazardListResponse = z.infer<typeof hazardListResponseSchema>;

/** Local information from a creator of the reader's area (spec: creator, markdown body). */
export const localContentItemSchema = z.object({
  id: z.number().int(),
  creator: creatorSchema,
  /** Markdown (no raw HTML). */
  body: localizedTextSchema,
});
export type LocalContentItem = z.infer<typeof localContentItemSchema>;

/**
 * A content block. `type` is `content`, `source` (the hazard's Sources, shown last on every
 * stage and hidden when its English body is empty) or `community-sponsors`; others may occur.
 */
export const contentBlockSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  stage: stageSchema,
  priority: z.number().int(),
  critical: z.boolean(),
  local: z.boolean(),
  title: localizedTextSchema,
  header: localizedTextSchema,
  /** Markdown (no raw HTML). */
  body: localizedTextSchema,
  icon: z.string().nullable(),
  image: z.object({ src: z.string(), alt: localizedTextSchema }).nullable(),
  toggles: z.array(toggleSchema),
  creator: creatorSchema.nullable(),
  important_sources: z.array(hazardSourceSchema),
  /** The block's local information for the reader's point (`lat`, `lng`); empty without one. */
  local_content: z.array(localContentItemSchema),
});
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/** Per toggle, the stages where at least one content block is marked for it. */
export const toggleAvailabilitySchema = z.record(toggleSchema, z.array(stageSchema));
export type ToggleAvailability = z.infer<typeof toggleAvailabilitySchema>;

/** `GET /public/guide/hazard/{id}` and `/by-slug/{slug}`: the hazard with its content. */
export const hazardDetailSchema = hazardSummarySchema.extend({
  default_stage: stageSchema,
  toggle_availability: toggleAvailabilitySchema,
  /** True when community sponsors appear on this hazard. */
  has_sponsors: z.boolean(),
  sources: z.array(hazardSourceSchema),
  content_blocks: z.array(contentBlockSchema),
  /** Local information for a whole stage (no block), for the reader's point. */
  stage_local_content: z.object({
    Before: z.array(localContentItemSchema),
    During: z.array(localContentItemSchema),
    After: z.array(localContentItemSchema),
  }),
  /** The stages with any local information for the reader's point (the selector's dots). */
  local_content_stages: z.array(stageSchema),
});
export type HazardDetail = z.infer<typeof hazardDetailSchema>;

const languageList = z
  .string()
  .max(64)
  .transform((value, ctx) => {
    const codes = value
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean);
    const unknown = codes.filter((code) => !isLanguageCode(code));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown language ${unknown.join(', ')}; use ${LANGUAGE_CODES.join(', ')}`,
      });
      return z.NEVER;
    }
    return codes as LanguageCode[];
  });

/**
 * A reader's point for local information: `lat` and `lng` together, in range, each a plain
 * decimal (an empty, blank, hex or exponent value is refused). The browser sends them rounded to 2
 * decimals; the server rounds again and never logs or stores them. Spread into
 * a query schema, then `.refine(bothOrNeither, POINT_PAIR)`.
 */
const coordinate = (limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d+)?$/, 'a decimal number such as 45.52 or -122.68')
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit))
    .optional();
export const pointFields = {
  // NOTE: not z.coerce.number(): it reads an empty `lat=` as the point 0, off the coast of Africa.
  lat: coordinate(90),
  lng: coordinate(180),
};
export const bothOrNeither = (query: { lat?: number; lng?: number }) =>
  (query.lat === undefined) === (query.lng === undefined);
export const POINT_PAIR = { message: 'give lat and lng together, or neither', path: ['lng'] };

/**
 * `GET /public/v2/hazards?lang=&bookmarks=&lat=&lng=`. With a point (`lat` and `lng` together),
 * the LOCAL hazards of the regions holding it are listed too, first; without one, none is.
 */
export const hazardListQuerySchema = z
  .object({
    /** The language to answer in besides English; without it, English only. */
    lang: languageCodeSchema.optional(),
    /**
     * An anonymous reader's bookmarked hazard ids (`1,2,3`): their `bookmarked` flags are set, and
     * a bookmarked LOCAL hazard is listed wherever the reader is.
     */
    bookmarks: hazardIdListSchema.optional(),
    ...pointFields,
  })
  .refine(bothOrNeither, POINT_PAIR);
export type HazardListQuery = z.infer<typeof hazardListQuerySchema>;

export const hazardDetailQuerySchema = z
  .object({
    /** Comma-separated language codes to answer in besides English; without it, every language. */
    languages: languageList.optional(),
    /** One language (the spec's by-slug form); joins `languages`. */
    lang: languageCodeSchema.optional(),
    ...pointFields,
  })
  .refine(bothOrNeither, POINT_PAIR);
export type HazardDetailQuery = z.input<typeof hazardDetailQuerySchema>;

export const hazardIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const hazardSlugParamsSchema = z.object({
  slug: z
    .string()
    .max(100)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug must be kebab-case'),
});

/**
 * `GET /public/guide/search/v2?query=&lat=&lng=`. A LOCAL hazard is found only with a point
 * inside its region (then first among the matches); without a point, never.
 */
export const hazardSearchQuerySchema = z
  .object({
    query: z.string().max(SEARCH_QUERY_MAX).default(''),
    ...pointFields,
  })
  .refine(bothOrNeither, POINT_PAIR);
export type HazardSearchQuery = z.input<typeof hazardSearchQuerySchema>;

/** Hazard ids ranked best first; an empty query answers every id. */
export const hazardSearchResponseSchema = z.object({
  hazards: z.array(z.number().int()),
  /** The closest known word or phrase when the query has no good match, else null. */
  suggestedQuery: z.string().nullable(),
});
export type HazardSearchResponse = z.infer<typeof hazardSearchResponseSchema>;

/** `GET /pdf/{slug}.{lang}.pdf`. */
export const hazardPdfParamsSchema = z.object({ file: z.string().max(200) });

/** `{slug}.{lang}.pdf` split, or undefined when the name has another shape. */
export function parsePdfFileName(file: string): { slug: string; lang: string } | undefined {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]{2})\.pdf$/.exec(file);
  return match ? { slug: match[1]!, lang: match[2]! } : undefined;
}

/** `GET /s/{id}` and `/s/{id}/{blockId}`: share links. */
export const shareLinkParamsSchema = z.object({
  id: z.string().max(20),
  blockId: z.string().max(20).optional(),
});
