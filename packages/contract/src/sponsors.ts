import { z } from 'zod';
import { POINT_PAIR, bothOrNeither, pointFields } from './hazards.js';
import { languageCodeSchema, localizedTextSchema } from './languages.js';

const sponsorLinkSchema = z.object({ name: localizedTextSchema, link: z.string() });

/**
 * A community sponsor of a hazard (spec: id, name, logo, message, link, extra_links, geo, links).
 * `geo`: tied to a service area that holds the reader's point ("Based on Your Location").
 * `links`: every link of the sponsor in one list, its own `link` first (named by the sponsor),
 * then `extra_links`, for clients that show them together.
 */
export const communitySponsorSchema = z.object({
  id: z.number().int(),
  name: localizedTextSchema,
  logo: z.object({ src: z.string(), alt: localizedTextSchema }),
  message: localizedTextSchema,
  link: z.string(),
  extra_links: z.array(sponsorLinkSchema),
  links: z.array(sponsorLinkSchema),
  geo: z.boolean(),
});
export type CommunitySponsor = z.infer<typeof communitySponsorSchema>;

/** `GET /public/guide/community-sponsor/{id}`: geo sponsors for the point first, then the others. */
export const communitySponsorsResponseSchema = z.object({ sponsors: z.array(communitySponsorSchema) });
export type CommunitySponsorsResponse = z.infer<typeof communitySponsorsResponseSchema>;

export const communitySponsorsQuerySchema = z
  .object({
    /** The language to answer in besides English; without it, every language. */
    lang: languageCodeSchema.optional(),
    ...pointFields,
  })
  .refine(bothOrNeither, POINT_PAIR);
