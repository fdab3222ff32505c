import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, crisisSupportQuerySchema, crisisSupportResponseSchema } from '@prepwell/contract';
import { sendCachedJson, toCachedJson } from '../../lib/cached-json.js';
import { pointOf } from '../../lib/geo.js';
import { currentGuide } from '../../lib/guide/guide.js';
import { crisisSupportFor } from './answer.js';
import { currentCrisisIntents, currentCrisisOptions } from './repository.js';

/**
 * `GET /public/crisis-support-option?lat=&lng=`: the crisis support options for the reader's
 * point (Get Emergency Help). Answers are cached per content version and area set, never per point.
 */
export async function emergencyHelpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.crisisSupportOptions,
    {
      schema: {
        summary:
          'Crisis support options: the LOCAL ones of the reader’s region first, then the national ones',
        description:
          'Every NATIONAL option, and a LOCAL option only when `lat`/`lng` (together; rounded to 2 decimals, ' +
          'never logged or stored) lie inside its region; without a point, only the national options. ' +
          'Ordered local first, then by `priority`, then by English title. Texts come in every language ' +
          '(the call takes none); `lang` (optional, not in the spec) cuts them to English and that language, ' +
          'about a quarter of the bytes, for the web page. `sample` options are fictional demo services whose numbers reach no one. ' +
          '`search_terms` (per option) and `intents` (not in the spec) are what people type for each line and the crisis intents ' +
          'that list lines before any text match (ADR 024); never shown. ' +
          '`date_modified` is the newest date of the options answered. Cached: send `If-None-Match` for a 304.',
        tags: ['crisis-support'],
        querystring: crisisSupportQuerySchema,
        response: { 200: crisisSupportResponseSchema },
      },
    },
    async (request, reply) => {
      // The areas holding the point, never the point, decide (and key) the answer.
      const areaIds = (await currentGuide(app)).areasAt(pointOf(request.query));
      const { lang } = request.query;
      const key = `crisis-support:${lang ?? 'all'}:areas=${areaIds.join(',')}`;
      const cached = await app.contentCache.get(key, async () =>
        toCachedJson(
          crisisSupportResponseSchema,
          crisisSupportFor(
            await currentCrisisOptions(app),
            areaIds,
            lang ? [lang] : 'all',
            await currentCrisisIntents(app),
          ),
        ),
      );
      return sendCachedJson(request, reply, cached);
    },
  );
}
