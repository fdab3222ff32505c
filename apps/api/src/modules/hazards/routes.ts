import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  hazardDetailQuerySchema,
  hazardDetailSchema,
  hazardIdParamsSchema,
  hazardListQuerySchema,
  hazardListResponseSchema,
  hazardSlugParamsSchema,
  type LanguageCode,
} from '@prepwell/contract';
import { AppError } from '../../lib/app-error.js';
import { sendCachedJson, toCachedJson } from '../../lib/cached-json.js';
import { Guide, type LanguageChoice } from './guide.js';
import { type HazardRow, readGuide } from './repository.js';

/** The guide of the current content version (read once per version, per replica). */
export function currentGuide(app: FastifyInstance): Promise<Guide> {
  return app.contentCache.get('guide', async () => new Guide(await readGuide(app.database.db)));
}

/** `?languages=a,b&lang=c` as one choice: none named means every language. */
function languageChoice(query: { languages?: LanguageCode[]; lang?: LanguageCode }): LanguageChoice {
  const named = [...new Set([...(query.languages ?? []), ...(query.lang ? [query.lang] : [])])];
  return named.length === 0 ? 'all' : named.sort();
}

/** `GET /public/v2/hazards`, `/public/guide/hazard/{id}` and `/by-slug/{slug}`. */
export async function hazardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PATHS.hazards,
    {
      schema: {
        summary: 'Every hazard of the guide, local hazards first, then by name',
        tags: ['hazards'],
        querystring: hazardListQuerySchema,
        response: { 200: hazardListResponseSchema },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? 'en';
      const cached = await app.contentCache.get(`hazards:${lang}`, async () => {
        const guide = await currentGuide(app);
        return toCachedJson(hazardListResponseSchema, { hazards: guide.summaries([lang]) });
      });
      return sendCachedJson(request, reply, cached);
    },
  );

  const sendDetail = async (
    request: FastifyRequest,
    reply: FastifyReply,
    find: (guide: Guide) => HazardRow | undefined,
    query: { languages?: LanguageCode[]; lang?: LanguageCode },
  ) => {
    const guide = await currentGuide(app);
    const hazard = find(guide);
    if (!hazard) throw new AppError('NOT_FOUND', 'No hazard with this id or slug.');
    const languages = languageChoice(query);
    // A bounded number of variants is cached: every language, or one besides English.
    const key = languages === 'all' || languages.length === 1 ? `${languages}` : undefined;
    const build = () => toCachedJson(hazardDetailSchema, guide.detail(hazard, languages));
    const cached = key
      ? await app.contentCache.get(`hazard:${hazard.id}:${key}`, async () => build())
      : build();
    return sendCachedJson(request, reply, cached);
  };

  const detailSchema = {
    tags: ['hazards'],
    querystring: hazardDetailQuerySchema,
    response: { 200: hazardDetailSchema },
  } as const;

  app.get(
    API_PATHS.hazard,
    {
      schema: {
        ...detailSchema,
        summary: 'One hazard with its content blocks, by id',
        params: hazardIdParamsSchema,
      },
    },
    async (request, reply) => sendDetail(request, reply, (g) => g.find(request.params.id), request.query),
  );

  app.get(
    API_PATHS.hazardBySlug,
    {
      schema: {
        ...detailSchema,
        summary: 'One hazard with its content blocks, by slug',
        params: hazardSlugParamsSchema,
      },
    },
    async (request, reply) => sendDetail(request, reply, (g) => g.find(request.params.slug), request.query),
  );
}
