import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  emergencyItemListSchema,
  emergencyItemSaveSchema,
  emergencyItemSavedSchema,
  emergencyItemSchema,
  prepCheckIdParamsSchema,
  prepCheckLangQuerySchema,
  prepCheckListResponseSchema,
  prepCheckResultListSchema,
  prepCheckResultQuerySchema,
  prepCheckResultSchema,
  prepCheckSchema,
  prepCheckStatsSchema,
  prepCheckUpNextResponseSchema,
  submissionQuerySchema,
  submissionSaveSchema,
  submissionSavedSchema,
  submissionSchema,
  submissionsOverviewQuerySchema,
  submissionsOverviewSchema,
  type LanguageCode,
} from '@prepwell/contract';
import { AppError } from '../../lib/app-error.js';
import { sendCachedJson, toCachedJson } from '../../lib/cached-json.js';
import { currentGuide, type LanguageChoice } from '../../lib/guide/guide.js';
import { requireUser } from '../../plugins/session.js';
import { currentCatalog, prepCheckList, PrepCheckWire, type CatalogCheck } from './catalog.js';
import { resultOf } from './results.js';
import {
  latestSubmitted,
  responsesOf,
  setUserItems,
  toSubmitted,
  userItems,
  userSubmissions,
} from './repository.js';
import { draftOf, journeyOf, newDraft, saveSubmission, toSubmission } from './submissions.js';

const languagesOf = (lang: LanguageCode | undefined): LanguageChoice => (lang ? [lang] : 'all');
/** One user's answer: never kept by a shared cache. */
const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * Prep Checks and My Emergency Items (spec prep-checks-items §7). The Prep Checks themselves are
 * public and cached per content version (without weights or best stages); everything else is the
 * signed-in user's own (401 otherwise; another user's ids answer 404 like unknown ones).
 */
export interface PrepCheckRoutesOptions {
  /** Up-next reads what the user is interested in from other modules (composed in app.ts). */
  interests: {
    /** The hazard ids the user bookmarked. */
    bookmarkedHazards: (userId: string) => Promise<number[]>;
    /** Recent views per hazard id (trending). */
    hazardViews: () => Promise<ReadonlyMap<number, number>>;
  };
}

export async function prepCheckRoutes(fastify: FastifyInstance, options: PrepCheckRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['prep checks'];

  const knownCheck = async (id: number) => {
    const catalog = await currentCatalog(app);
    const check = catalog.check(id);
    if (!check) throw new AppError('NOT_FOUND', `No Prep Check with id ${id}.`);
    return { catalog, check };
  };

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
      const { check } = await knownCheck(request.params.id);
      const { lang } = request.query;
      const cached = await app.contentCache.get(`prep-check:${check.id}:${lang ?? 'all'}`, async () =>
        toCachedJson(prepCheckSchema, new PrepCheckWire(languagesOf(lang)).prepCheck(check)),
      );
      return sendCachedJson(request, reply, cached);
    },
  );

  app.get(
    API_PATHS.prepCheckUpNext,
    {
      schema: {
        summary: 'The Prep Check to suggest after this one',
        description:
          'Signed in: one the user has not submitted, for a hazard they bookmarked, then for a trending hazard, then in order. Anonymous: the next in order. `up_next` is null when there is none.',
        tags,
        params: prepCheckIdParamsSchema,
        querystring: prepCheckLangQuerySchema,
        response: { 200: prepCheckUpNextResponseSchema },
      },
    },
    async (request, reply) => {
      const { catalog, check } = await knownCheck(request.params.id);
      const wire = new PrepCheckWire(languagesOf(request.query.lang));
      const user = await request.getUser();
      personal(reply);
      if (!user) {
        const at = catalog.checks.indexOf(check);
        const next = [...catalog.checks.slice(at + 1), ...catalog.checks.slice(0, at)][0];
        return { up_next: next ? wire.summary(next) : null };
      }
      const db = app.database.db;
      const [{ latest }, bookmarks, views] = await Promise.all([
        userSubmissions(db, user.id),
        options.interests.bookmarkedHazards(user.id),
        options.interests.hazardViews(),
      ]);
      const done = new Set(latest.map((row) => row.prepCheckId));
      const open = catalog.checks.filter((c) => c.id !== check.id && !done.has(c.id));
      const bookmarked = new Set(bookmarks);
      const rank = (c: CatalogCheck) => [bookmarked.has(c.hazardId) ? 0 : 1, -(views.get(c.hazardId) ?? 0)];
      const next = open
        .map((c, order) => ({ c, order, key: rank(c) }))
        .sort((a, b) => a.key[0]! - b.key[0]! || a.key[1]! - b.key[1]! || a.order - b.order)[0]?.c;
      return { up_next: next ? wire.summary(next) : null };
    },
  );

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
      const { drafts, latest } = await userSubmissions(app.database.db, user.id);
      const drafted = new Set(drafts.map((row) => row.prepCheckId));
      personal(reply);
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
      const { check } = await knownCheck(request.params.id);
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
      const { catalog, check } = await knownCheck(request.params.id);
      const db = app.database.db;
      const row = await latestSubmitted(db, user.id, check.id);
      if (!row) throw new AppError('NOT_FOUND', `You have not submitted Prep Check ${check.id}.`);
      const answers = request.query.overview === 'true' ? null : await responsesOf(db, row.id);
      personal(reply);
      return resultOf(catalog, new PrepCheckWire(languagesOf(request.query.lang)), check, row, answers);
    },
  );

  app.get(
    API_PATHS.emergencyItems,
    {
      schema: {
        summary: 'My Emergency Items: what the user has and has not (a new user has every item in `no`)',
        tags: ['emergency items'],
        querystring: prepCheckLangQuerySchema,
        response: { 200: emergencyItemListSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const catalog = await currentCatalog(app);
      const wire = new PrepCheckWire(languagesOf(request.query.lang));
      const has = await userItems(app.database.db, user.id);
      const items = catalog.items.map((item) => wire.item(catalog, item, has.get(item.id) === true));
      personal(reply);
      return { yes: items.filter((item) => item.userHasItem), no: items.filter((item) => !item.userHasItem) };
    },
  );

  app.get(
    API_PATHS.emergencyItem,
    {
      schema: {
        summary: 'One emergency item and whether the user has it',
        tags: ['emergency items'],
        params: prepCheckIdParamsSchema,
        querystring: prepCheckLangQuerySchema,
        response: { 200: emergencyItemSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const catalog = await currentCatalog(app);
      const item = catalog.item({ id: request.params.id });
      if (!item) throw new AppError('NOT_FOUND', `No emergency item with id ${request.params.id}.`);
      const has = await userItems(app.database.db, user.id);
      personal(reply);
      return new PrepCheckWire(languagesOf(request.query.lang)).item(
        catalog,
        item,
        has.get(item.id) === true,
      );
    },
  );

  app.put(
    API_PATHS.emergencyItems,
    {
      schema: {
        summary: 'Record whether the user has an emergency item',
        description:
          'The item by `id`, or by its English name or slug as `name` or `item_name`; the flag as `hasItem` or `userHasItem`. Answers `name` and `userHasItem`. An unknown item is a 404.',
        tags: ['emergency items'],
        body: emergencyItemSaveSchema,
        response: { 200: emergencyItemSavedSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const catalog = await currentCatalog(app);
      const { body } = request;
      const item = catalog.item({ id: body.id, name: body.name ?? body.item_name });
      if (!item)
        throw new AppError('NOT_FOUND', `No emergency item ${body.id ?? body.name ?? body.item_name}.`);
      const has = body.userHasItem ?? body.hasItem ?? false;
      await setUserItems(app.database.db, user.id, [{ id: item.id, has }]);
      personal(reply);
      return { id: item.id, name: item.name, userHasItem: has };
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
}
