import { z } from 'zod';
import { STAGES } from '@prepwell/contract';
import { httpsUrl, idSchema, nonEmptyText } from './common.js';
import { localized, machineTranslatedSchema } from './localized.js';

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const ring = z
  .array(position)
  .min(4)
  .refine((r) => r[0]?.[0] === r.at(-1)?.[0] && r[0]?.[1] === r.at(-1)?.[1], 'a ring must be closed');

/** A service area as GeoJSON (longitude, latitude), Polygon or MultiPolygon. */
export const areaSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1)).min(1) }),
]);
export type Area = z.infer<typeof areaSchema>;

/** A local content provider (the "Provided By" block): a county office, a fire district… */
export const creatorSchema = z
  .object({
    id: idSchema,
    logo: z.string().regex(/^[a-z0-9-]+\.svg$/),
    link: httpsUrl.optional(),
    machine_translated: machineTranslatedSchema,
    text_by_language: localized(z.object({ name: nonEmptyText, logo_alt: nonEmptyText })),
  })
  .strict();

/**
 * A community sponsor shown on hazards. In a region file it is a geo sponsor, shown first to
 * readers inside that region; alone in `sponsors/<slug>.yaml` it is a non-geo sponsor, shown
 * wherever the reader is. The fields are the same.
 */
export const sponsorSchema = z
  .object({
    id: idSchema,
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    logo: z.string().regex(/^[a-z0-9-]+\.svg$/),
    link: httpsUrl,
    /** Hazards the sponsor appears on. */
    hazards: z.array(idSchema).min(1),
    extra_links: z
      .array(
        z.object({ link: httpsUrl, text_by_language: localized(z.object({ name: nonEmptyText })) }).strict(),
      )
      .default([]),
    machine_translated: machineTranslatedSchema,
    text_by_language: localized(
      z.object({ name: nonEmptyText, message: nonEmptyText, logo_alt: nonEmptyText }),
    ),
  })
  .strict();
export type Sponsor = z.infer<typeof sponsorSchema>;

/** A piece of local information (markdown) for a hazard's stage, optionally under one block. */
export const localContentSchema = z
  .object({
    id: idSchema,
    hazard_id: idSchema,
    stage: z.enum(STAGES),
    block_id: idSchema.optional(),
    creator_id: idSchema,
    machine_translated: machineTranslatedSchema,
    text_by_language: localized(z.object({ body: nonEmptyText })),
  })
  .strict();

/**
 * `local/<region>/region.yaml`: one region's local creators, sponsors and local content, all
 * shown only inside `area`. Sample regions are marked `sample: true` and say so in the UI.
 */
export const regionFileSchema = z
  .object({
    id: idSchema,
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    sample: z.boolean(),
    area: areaSchema,
    machine_translated: machineTranslatedSchema,
    text_by_language: localized(z.object({ name: nonEmptyText })),
    creators: z.array(creatorSchema).default([]),
    sponsors: z.array(sponsorSchema).default([]),
    local_content: z.array(localContentSchema).default([]),
  })
  .strict();
export type RegionFile = z.infer<typeof regionFileSchema>;
