import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  prepCheckIdParamsSchema,
  prepCheckLangQuerySchema,
  prepCheckListResponseSchema,
  prepCheckSchema,
} from '@prepwell/contract';
import { AppError } from '../../lib/app-error.js';
import { sendCachedJson, toCachedJson } from '../../lib/cached-json.js';
import { currentGuide } from '../../lib/guide/guide.js';
import { currentCatalog, prepCheckList, PrepCheckWire } from './catalog.js';
import { knownCheck, languagesOf, tags } from './http.js';
import { resultRoutes } from './result-routes.js';
import { submissionRoutes } from './submission-routes.js';
import { upNextRoute, type Interests } from './up-next.js';

/**
 * Prep Checks (spec prep-checks-items §7): the Prep Checks themselves here, public and cached per
 * content version (without weights or best stages); Up Next in up-next.ts; the signed-in user's
 * drafts, submissions and stats in submission-routes.ts, their results in result-routes.ts (401
 * without a session; another user's ids answer 404 like unknown ones). My Emergency Items are
 * their own module.
 */
export interface PrepCheckRoutesOptions {
  /** Up Next reads what the user is interested in from other modules (composed in app.ts). */
  interests: Interests;
}

export async function prepCheckRoutes(fastify: FastifyInstance, options: PrepCheckRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PATHS.prepChecks,
    {
      schema: {
        summary: 'Every Prep Check, in order (cards: no questions)',
        tags,
        querystring: prepCheckLangQuerySchema,
        response: { 200: prepCheckListResponseSchema },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const cached = await app.contentCache.get(`prep-checks:${lang ?? 'all'}`, async () =>
        toCachedJson(
          prepCheckListResponseSchema,
          prepCheckList(await currentCatalog(app), languagesOf(lang)),
        ),
      );
      return sendCachedJson(request, reply, cached);
    },
  );

  app.get(
    API_PATHS.prepChecksByHazard,
    {
      schema: {
        summary: "A hazard's Prep Checks (an unknown hazard is a 404)",
        tags,
        params: prepCheckIdParamsSchema,
        querystring: prepCheckLangQuerySchema,
        response: { 200: prepCheckListResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await currentGuide(app)).find(id)) throw new AppError('NOT_FOUND', `No hazard with id ${id}.`);
      const { lang } = request.query;
      const cached = await app.contentCache.get(`prep-checks:hazard:${id}:${lang ?? 'all'}`, async () => {
        const wire = new PrepCheckWire(languagesOf(lang));
        const catalog = await currentCatalog(app);
        return toCachedJson(prepCheckListResponseSchema, {
          prep_checks: catalog.checks
            .filter((check) => check.hazardId === id)
            .map((check) => wire.summary(check)),
        });
      });
      return sendCachedJson(request, reply, cached);
    },
  );

  app.get(
    API_PATHS.prepCheck,
    {
      schema: {
        summary: 'One Prep Check with its questions and options (never their weights or best stages)',
        description: 'A grid question carries its slot count per column. Options come in the content order.',
        tags,
        params: prepCheckIdParamsSchema,
        querystring: prepCheckLangQuerySchema,
        response: { 200: prepCheckSchema },
      },
    },
    async (request, reply) => {
      const { check } = await knownCheck(app, request.params.id);
      const { lang } = request.query;
      const cached = await app.contentCache.get(`prep-check:${check.id}:${lang ?? 'all'}`, async () =>
        toCachedJson(prepCheckSchema, new PrepCheckWire(languagesOf(lang)).prepCheck(check)),
      );
      return sendCachedJson(request, reply, cached);
    },
  );

  app.get(
    API_PATHS.sharePrepCheck,
    {
      schema: {
        summary: 'Share link to a Prep Check: redirects to it',
        tags,
        params: prepCheckIdParamsSchema,
      },
    },
    async (request, reply) => reply.redirect(`/prep-checks/${request.params.id}`, 302),
  );

  await app.register(upNextRoute, { interests: options.interests });
  await app.register(submissionRoutes);
  await app.register(resultRoutes);
}
