import { z } from 'zod';
import { GUIDE_CATEGORIES, PERSON_FILTERS, STAGES, TOGGLES, TOPICS } from '@prepwell/contract';
import { BLOCK_TYPES, HAZARD_TYPES } from '../constants.js';
import { idSchema, isoDate, nonEmptyText, sourceSchema, translationSchema } from './common.js';

const blockAsset = z.string().regex(/^[a-z0-9-]+\.svg$/, 'a block icon is an .svg file name in icons/blocks');
const blockImage = z
  .string()
  .regex(
    /^[a-z0-9-]+\.(svg|png|jpg|webp)$/,
    'a block image is an .svg, .png, .jpg or .webp file in icons/blocks',
  );

/**
 * One content block's structure (language-free). Ids are `hazard id * 100 + n` and never reused.
 * `priority`: 1 shows first within its stage; `critical`: a life can depend on it (shown first).
 * Sources blocks have type `source`; the guide shows a hazard's Sources block last on every stage.
 */
export const hazardBlockSchema = z.object({
  id: idSchema,
  stage: z.enum(STAGES),
  type: z.enum(BLOCK_TYPES),
  priority: z.number().int().min(1).max(99),
  critical: z.boolean().default(false),
  toggles: z.array(z.enum(TOGGLES)).default(['Adults']),
  /** An icon beside the block's title: an .svg in `icons/blocks`. */
  icon: blockAsset.optional(),
  /** A picture under the header: a file in `icons/blocks`; its alt text is `image_alt` in each language file. */
  image: z.object({ src: blockImage }).strict().optional(),
  /** Local information (a creator's own block, shown only with local information on). */
  local: z.boolean().default(false),
  /** The local creator who wrote this block (an id from `local/<region>/region.yaml`). */
  creator: idSchema.optional(),
  /** The hazard's sources (by URL, each one of `sources`) that this block rests on most. */
  important_sources: z.array(z.string().url()).default([]),
});

/** `hazards/<slug>/hazard.yaml`: everything about a hazard that does not depend on language. */
export const hazardFileSchema = z.object({
  id: idSchema,
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug must be kebab-case'),
  icon: z.string().regex(/^[a-z0-9-]+\.svg$/, 'icon is an .svg file name in icons/hazards'),
  category: z.enum(GUIDE_CATEGORIES),
  topics: z.array(z.enum(TOPICS)).min(1),
  types: z.array(z.enum(HAZARD_TYPES)).min(1),
  filters: z.array(z.enum(PERSON_FILTERS)),
  default_stage: z.enum(STAGES),
  /** A local hazard, written for one region by a local creator ("Provided By"). */
  local: z.boolean().default(false),
  /** The creator of a local hazard (an id from `local/<region>/region.yaml`). */
  creator: idSchema.optional(),
  sources: z.array(sourceSchema).min(1),
  blocks: z.array(hazardBlockSchema).min(7),
  /**
   * When the hazard's guide last changed in a way readers should know about. Without it the
   * loader keeps the stored date unless the hazard's files changed (ADR 011).
   */
  date_modified: isoDate.optional(),
});
export type HazardFile = z.infer<typeof hazardFileSchema>;

export const blockTextSchema = z.object({
  title: nonEmptyText,
  header: nonEmptyText,
  body: nonEmptyText,
  /** Required (in English at least) when the block has an `image`. */
  image_alt: nonEmptyText.optional(),
});

/** `hazards/<slug>/<lang>.yaml`: a hazard's text in one language, blocks keyed by block id. */
export const hazardTextFileSchema = z.object({
  translation: translationSchema,
  name: nonEmptyText,
  description: nonEmptyText,
  tags: z.array(nonEmptyText).min(1),
  blocks: z.record(z.string().regex(/^\d+$/), blockTextSchema),
});
export type HazardTextFile = z.infer<typeof hazardTextFileSchema>;
