import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  prepCheckIdParamsSchema,
  prepCheckLangQuerySchema,
  prepCheckResultListSchema,
  prepCheckResultQuerySchema,
  prepCheckResultSchema,
} from '@prepwell/contract';
import { AppError } from '../../lib/app-error.js';
import { findPlan } from '../../lib/user-plan.js';
import { personal, requireUser } from '../../plugins/session.js';
import { currentCatalog, PrepCheckWire } from './catalog.js';
import { knownCheck, languagesOf, tags } from './http.js';
import { resultOf } from './results.js';
import { latestSubmitted, responsesOf, userSubmissions } from './repository.js';

/**
 * The signed-in user's Prep Check results (401 without a session; 404 for a Prep Check they have
 * not submitted): the latest of each, and one with its questions, as they were when submitted.
 */
export async function resultRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PATHS.prepCheckResults,
    {
      schema: {
        summary: 'The latest result of each Prep Check the user submitted (without questions)',
        tags,
        querystring: prepCheckLangQuerySchema,
        response: { 200: prepCheckResultListSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const catalog = await currentCatalog(app);
      const wire = new PrepCheckWire(languagesOf(request.query.lang));
      const { latest } = await userSubmissions(app.database.db, user.id);
      personal(reply);
      return {
        results: latest.flatMap((row) => {
          const check = catalog.check(row.prepCheckId);
          return check ? [resultOf(catalog, wire, check, row, null)] : [];
        }),
      };
    },
  );

  app.get(
    API_PATHS.prepCheckResult,
    {
      schema: {
        summary: "The user's latest result of a Prep Check, as it was when submitted",
        description: '`overview=true` leaves the questions out. 404 when the user has not submitted it.',
        tags,
        params: prepCheckIdParamsSchema,
        querystring: prepCheckResultQuerySchema,
        response: { 200: prepCheckResultSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { catalog, check } = await knownCheck(app, request.params.id);
      const db = app.database.db;
      const row = await latestSubmitted(db, user.id, check.id);
      if (!row) throw new AppError('NOT_FOUND', `You have not submitted Prep Check ${check.id}.`);
      const answers = request.query.overview === 'true' ? null : await responsesOf(db, row.id);
      const plan =
        answers && check.questions.some((question) => question.linkToPlan)
          ? (await findPlan(db, user.id)).plan
          : null;
      personal(reply);
      const wire = new PrepCheckWire(languagesOf(request.query.lang));
      return resultOf(catalog, wire, check, row, answers, plan);
    },
  );
}
