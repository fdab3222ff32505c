import { z } from 'zod';
import { httpsUrl, isoDate, nonEmptyText } from './common.js';

/**
 * One official source a review read: its page, who publishes it, and the day it was read. `copy`
 * says what was read: the agency's own page (`own`), or another site restating it (`restated`,
 * naming the site in `via`); a restated point is to be read again on the agency's page.
 */
export const reviewSourceSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a source id is kebab-case, e.g. cdc-heads-up'),
    title: nonEmptyText,
    publisher: nonEmptyText,
    url: httpsUrl,
    read: isoDate,
    copy: z.enum(['own', 'restated']),
    via: nonEmptyText.optional(),
  })
  .strict()
  .refine((source) => source.copy === 'own' || source.via !== undefined, {
    message: 'a restated source names the site it was read on (via)',
    path: ['via'],
  });

/**
 * One official point and where our guide carries it. `official` quotes the source's own words
 * (short, in quotation); `blocks` are the block ids that say it; `ours` is a short excerpt of our
 * English text in one of those blocks, word for word, so the validator can tell when an edit
 * drops the point. `status`: `matched` (the guide already said it), `changed` (the review changed
 * the guide to say it).
 */
export const reviewPointSchema = z
  .object({
    source: z.string(),
    official: nonEmptyText,
    blocks: z.array(z.number().int().positive()).min(1),
    ours: nonEmptyText,
    status: z.enum(['matched', 'changed']),
    note: nonEmptyText.optional(),
  })
  .strict();

/** A point the review could not check on any source it read, kept in the record as open. */
export const reviewOpenPointSchema = z
  .object({
    blocks: z.array(z.number().int().positive()).min(1),
    what: nonEmptyText,
  })
  .strict();

/** One reading of the guide against its sources, on one day. */
export const reviewSchema = z
  .object({
    date: isoDate,
    /** What the review was for ("medical review, issue 22"). */
    scope: nonEmptyText,
    sources: z.array(reviewSourceSchema).min(1),
    points: z.array(reviewPointSchema).min(1),
    not_verified: z.array(reviewOpenPointSchema).default([]),
  })
  .strict();

/**
 * `hazards/<slug>/review.yaml`: the record of every review of a hazard guide against official
 * guidance, newest last. The validator checks each point's blocks exist in the hazard and its
 * `ours` excerpt is still in one of them, and each point names a source the review lists.
 */
export const reviewFileSchema = z.object({ reviews: z.array(reviewSchema).min(1) }).strict();
export type ReviewFile = z.infer<typeof reviewFileSchema>;
