import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  communitySponsorsQuerySchema,
  communitySponsorsResponseSchema,
  hazardIdParamsSchema,
} from '@prepwell/contract';
import { AppError } from '../../lib/app-error.js';
import { sendCachedJson, toCachedJson } from '../../lib/cached-json.js';
import { pointOf } from '../../lib/geo.js';
import { currentGuide } from '../../lib/guide/guide.js';

/**
 * `GET /public/guide/community-sponsor/{id}?lat=&lng=`: a hazard's community sponsors, geo ones
 * whose area holds the reader's point first (`geo` true), then the non-geo ones shown wherever the
 * reader is (`geo` false). With the sponsors feature off (an unknown ENVIRONMENT), none. Answers
 * are cached per hazard, language and area set, never per point.
 */
export async function sponsorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.communitySponsors,
    {
      schema: {
        summary:
          "A hazard's community sponsors: those of the reader's area first, then those shown everywhere",
        description:
          'Geo sponsors (`geo: true`) of the areas holding `lat`/`lng` (together; rounded, never logged or ' +
          'stored) come first, then non-geo sponsors (`geo: false`), which every reader sees. Without a ' +
          'point, only the non-geo ones. With the sponsors feature off, an empty list.',
        tags: ['sponsors'],
        params: hazardIdParamsSchema,
        querystring: communitySponsorsQuerySchema,
        response: { 200: communitySponsorsResponseSchema },
      },
    },
    async (request, reply) => {
      const guide = await currentGuide(app);
      const hazard = guide.find(request.params.id);
      if (!hazard) throw new AppError('NOT_FOUND', 'No hazard with this id.');
      const { lang } = request.query;
      const areaIds = guide.areasAt(pointOf(request.query));
      const key = `sponsors:${hazard.id}:${lang ?? 'all'}:areas=${areaIds.join(',')}`;
      const cached = await app.contentCache.get(key, async () =>
        toCachedJson(communitySponsorsResponseSchema, {
          sponsors: app.config.features.sponsors
            ? guide.sponsorsFor(hazard, areaIds, lang ? [lang] : 'all')
            : [],
        }),
      );
      return sendCachedJson(request, reply, cached);
    },
  );
}
