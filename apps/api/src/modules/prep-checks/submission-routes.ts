import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  prepCheckIdParamsSchema,
  prepCheckLangQuerySchema,
  prepCheckStatsSchema,
  submissionQuerySchema,
  submissionSaveSchema,
  submissionSavedSchema,
  submissionSchema,
  submissionsOverviewQuerySchema,
  submissionsOverviewSchema,
  type SubmissionsOverview,
} from '@prepwell/contract';
import { AppError } from '../../lib/app-error.js';
import { personal, requireUser } from '../../plugins/session.js';
import { currentCatalog, PrepCheckWire, type PrepCheckCatalog } from './catalog.js';
import { knownCheck, languagesOf, tags } from './http.js';
import { latestSubmitted, responsesOf, toSubmitted, userSubmissions } from './repository.js';
import { draftOf, journeyOf, newDraft, saveSubmission, toSubmission } from './submissions.js';

/**
 * The signed-in user's Prep Checks (401 without a session; another user's ids answer 404 like
 * unknown ones): journey stats, the overview of progress, a draft or the latest submission,
 * saving and submitting. Their results are result-routes.ts.
 */
export async function submissionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PATHS.prepCheckStats,
    {
      schema: {
        summary: "The user's journey phase and how many Prep Checks they completed, of how many",
        tags,
        querystring: prepCheckLangQuerySchema,
        response: { 200: prepCheckStatsSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const catalog = await currentCatalog(app);
      const wire = new PrepCheckWire(languagesOf(request.query.lang));
      const { latest } = await userSubmissions(app.database.db, user.id);
      const counted = latest.filter((row) => catalog.check(row.prepCheckId));
      const phase = wire.phase(
        journeyOf(
          catalog,
          counted.map((row) => row.score ?? 0),
        ),
      );
      personal(reply);
      return {
        journeyPhase: phase.name,
        journeyPhaseIcon: phase.icon,
        journeyPhaseSubcopy: phase.subcopy,
        numCompleted: counted.length,
        numTotal: catalog.checks.length,
      };
    },
  );

  app.get(
    API_PATHS.prepCheckSubmissions,
    {
      schema: {
        summary: "The user's progress on each Prep Check and the latest score of each submitted one",
        description: '`overview` is accepted for the spec; both values answer the overview.',
        tags,
        querystring: submissionsOverviewQuerySchema,
        response: { 200: submissionsOverviewSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const catalog = await currentCatalog(app);
      const wire = new PrepCheckWire(languagesOf(request.query.lang));
      const submissions = await userSubmissions(app.database.db, user.id);
      personal(reply);
      return overviewOf(catalog, wire, submissions);
    },
  );

  app.get(
    API_PATHS.prepCheckSubmission,
    {
      schema: {
        summary:
          "The user's draft of a Prep Check (`{id}` is the Prep Check's id), or its latest submitted one",
        description:
          'With `drafts=true` (the default): the draft, or a new one not saved yet (`id` null, an empty answer for the first question), with the pre-fill of linked questions from My Emergency Items. With `drafts=false`: the latest submitted one, 404 when none.',
        tags,
        params: prepCheckIdParamsSchema,
        querystring: submissionQuerySchema,
        response: { 200: submissionSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { check } = await knownCheck(app, request.params.id);
      const db = app.database.db;
      personal(reply);
      if (request.query.drafts === 'false') {
        const row = await latestSubmitted(db, user.id, check.id);
        if (!row) throw new AppError('NOT_FOUND', `You have not submitted Prep Check ${check.id}.`);
        return toSubmission(row, toSubmitted(await responsesOf(db, row.id)));
      }
      const { draft, prefill } = await draftOf(db, user.id, check);
      if (!draft) return newDraft(check, prefill);
      return toSubmission(draft, toSubmitted(await responsesOf(db, draft.id)), prefill);
    },
  );

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: API_PATHS.prepCheckSubmissions,
      schema: {
        summary:
          method === 'POST'
            ? "Save the user's draft of a Prep Check (created when there is none), or submit it"
            : 'Save an update of a submission (the same as POST)',
        description:
          'The whole submission every time. Each answer is checked against its question (400 naming the bad one). A `revision` older than the stored one is a 409; a submitted one cannot change (409). `status: SUBMITTED` scores it, stores the score, ratings, badge and journey phase of that moment, and records the items of linked questions.',
        tags,
        body: submissionSaveSchema,
        response: { 200: submissionSavedSchema, 201: submissionSavedSchema },
      },
      handler: async (request, reply) => {
        const user = await requireUser(request);
        const catalog = await currentCatalog(app);
        const { submission, created } = await saveSubmission(app.database.db, catalog, user.id, request.body);
        personal(reply);
        const { submitted_responses: _answers, prefill: _prefill, ...saved } = submission;
        return reply.status(created ? 201 : 200).send(saved);
      },
    });
  }
}

/**
 * Progress on each Prep Check of the catalog (a draft's share done, 1 once submitted) and the
 * latest score and badge of each submitted one.
 */
function overviewOf(
  catalog: PrepCheckCatalog,
  wire: PrepCheckWire,
  { drafts, latest }: Awaited<ReturnType<typeof userSubmissions>>,
): SubmissionsOverview {
  const drafted = new Set(drafts.map((row) => row.prepCheckId));
  return {
    progress: [
      ...drafts.map((row) => ({ id: row.prepCheckId, amountDone: row.amountDone })),
      ...latest
        .filter((row) => !drafted.has(row.prepCheckId))
        .map((row) => ({ id: row.prepCheckId, amountDone: 1 })),
    ].filter((entry) => catalog.check(entry.id)),
    submitted: latest.flatMap((row) => {
      const badge = row.badgeId === null ? undefined : catalog.badgeById(row.badgeId);
      return badge && catalog.check(row.prepCheckId)
        ? [{ prep_check_id: row.prepCheckId, score: row.score ?? 0, badge: wire.badge(badge) }]
        : [];
    }),
  };
}
