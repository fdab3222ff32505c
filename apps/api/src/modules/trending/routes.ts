import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { normalizeIP } from '@fastify/rate-limit';
import {
  API_PATHS,
  hazardViewEventRequestSchema,
  trendingHazardsQuerySchema,
  trendingHazardsResponseSchema,
  type HazardViewEventRequest,
  type LanguageCode,
} from '@prepwell/contract';
import { AppError } from '../../lib/app-error.js';
import { accountAllowance } from '../../plugins/account-limits.js';
import { sendCachedJson, toCachedJson, type CachedJson } from '../../lib/cached-json.js';
import { currentGuide } from '../../lib/guide/guide.js';
import type { HazardRow } from '../../lib/guide/read-guide.js';
import { requireUser } from '../../plugins/session.js';
import { needsFallback, rankTrending, TRENDING_WINDOW_MS } from './rank.js';
import { countHazardViews, rollUpHazardViews, saveHazardView } from './repository.js';
import { scheduleJob } from '../../lib/scheduled-job.js';

/** How long one replica answers the same trending list before counting again. */
export const TRENDING_CACHE_MS = 60_000;

export interface TrendingRoutesOptions {
  /** The clock the trending cache expires by (tests move it instead of waiting). */
  now?: () => number;
}

interface Ranking {
  hazards: HazardRow[];
  /** Views of each hazard in the trending window (Up Next reads them too). */
  recent: Map<number, number>;
  /** The answer per language, serialised once per ranking. */
  answers: Map<string, CachedJson>;
}

/** One replica's current ranking; kept in the content cache, so a content load drops it. */
interface RankingSlot {
  ranking?: Promise<Ranking>;
  computedAt: number;
}

async function computeRanking(app: FastifyInstance, now: () => number): Promise<Ranking> {
  const guide = await currentGuide(app);
  const recent = await countHazardViews(app.database.db, new Date(now() - TRENDING_WINDOW_MS));
  // The all-time count reads every day's total: only when the window has too few views.
  const allTime = needsFallback(guide.hazards, recent) ? await countHazardViews(app.database.db) : undefined;
  return { hazards: rankTrending(guide.hazards, { recent, allTime }), recent, answers: new Map() };
}

/**
 * The ranking of the last 60 seconds on this replica (one computation at a time): the trending
 * list, and the window's views that Up Next orders by, counted once for both.
 */
export async function currentRanking(app: FastifyInstance, now: () => number = Date.now): Promise<Ranking> {
  const slot = await app.contentCache.get<RankingSlot>('trending', async () => ({ computedAt: 0 }));
  if (!slot.ranking || now() - slot.computedAt >= TRENDING_CACHE_MS) {
    const ranking = computeRanking(app, now);
    slot.ranking = ranking;
    slot.computedAt = now();
    ranking.catch(() => {
      if (slot.ranking === ranking) slot.ranking = undefined;
    });
  }
  return slot.ranking;
}

const tooManyViews = (_request: FastifyRequest, context: { ttl: number }) =>
  new AppError(
    'RATE_LIMITED',
    `Too many hazard views from this device. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
  );

/**
 * `POST /public/guide/hazard-view-event` (signed in) and `/noauth` (anonymous), each also with a
 * trailing slash as the web app calls them, and `GET /public/v2/trending-hazards`.
 */
export async function trendingRoutes(fastify: FastifyInstance, options: TrendingRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const now = options.now ?? Date.now;
  // Raw views older than the raw window become per-day counts, every hour on every replica.
  scheduleJob(app, {
    everyMs: 60 * 60 * 1000,
    failure: 'could not roll up hazard views; trying again in an hour',
    run: async () => {
      const moved = await rollUpHazardViews(app.database.db, now());
      if (moved > 0) app.log.info({ moved }, 'hazard views rolled up per day');
    },
  });

  // NOTE: one counter per client for both spellings of a path (the limiter is shared, and the
  // key names the form), so a trailing slash does not double the allowance. Anonymous readers
  // count per address; signed-in readers per account (not per session, which the provider's
  // single sign-on can mint without a form post), so people behind one NAT do not share.
  const limit = (form: string, key: (request: FastifyRequest) => string) =>
    app.rateLimit({
      max: app.config.HAZARD_VIEW_RATE_LIMIT,
      timeWindow: '1 minute',
      keyGenerator: (request) => `hazard-view-${form}:${key(request)}`,
      errorResponseBuilder: tooManyViews,
    });
  const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);
  const perAccount = accountAllowance(app, 'hazard-view-signed-in', app.config.HAZARD_VIEW_RATE_LIMIT);

  const forms = [
    {
      path: API_PATHS.hazardViewEvent,
      summary: 'Log that a signed-in reader viewed a hazard or one of its content blocks',
      // Counted per account (below), not per session: sessions can be minted without a form.
      onRequest: undefined,
      signedIn: true,
    },
    {
      path: API_PATHS.hazardViewEventNoAuth,
      summary: 'Log that an anonymous reader viewed a hazard or one of its content blocks (rate-limited)',
      onRequest: limit('anonymous', clientAddress),
      signedIn: false,
    },
  ];
  for (const form of forms) {
    for (const path of [form.path, `${form.path}/`]) {
      app.post(
        path,
        {
          onRequest: form.onRequest,
          schema: {
            summary: form.summary,
            description:
              'Counts toward the trending list; stores the hazard, the block and the time, nothing about the reader. ' +
              'An unknown hazard, or a block of another hazard, is a 400.',
            tags: ['trending'],
            // The trailing-slash spelling answers the same; OpenAPI lists each call once.
            hide: path.endsWith('/'),
            body: hazardViewEventRequestSchema,
          },
        },
        async (request, reply) => {
          if (form.signedIn) await perAccount(request, reply, (await requireUser(request)).id);
          return recordView(app, request.body, reply);
        },
      );
    }
  }

  app.get(
    API_PATHS.trendingHazards,
    {
      schema: {
        summary: 'The 10 most viewed hazards of the last 7 days, never empty, local hazards left out',
        description:
          'With fewer than 20 views in the last 7 days: hazards whose topics include Trending, then the most ' +
          'viewed ever, then the rest in guide order. Each replica reuses an answer for at most 60 seconds.',
        tags: ['trending'],
        querystring: trendingHazardsQuerySchema,
        response: { 200: trendingHazardsResponseSchema },
      },
    },
    async (request, reply) => {
      const lang: LanguageCode = request.query.lang ?? 'en';
      const ranking = await currentRanking(app, now);
      let cached = ranking.answers.get(lang);
      if (!cached) {
        const guide = await currentGuide(app);
        cached = toCachedJson(trendingHazardsResponseSchema, {
          hazards: ranking.hazards.map((hazard) => guide.summary(hazard, [lang])),
        });
        ranking.answers.set(lang, cached);
      }
      return sendCachedJson(request, reply, cached);
    },
  );
}

/** Store one view of a hazard (or of one of its blocks): 400 for an unknown hazard or another's block. */
async function recordView(app: FastifyInstance, body: HazardViewEventRequest, reply: FastifyReply) {
  const guide = await currentGuide(app);
  const hazard = guide.find(body.hazard_id);
  if (!hazard) {
    throw new AppError('VALIDATION_FAILED', `body.hazard_id: no hazard has the id ${body.hazard_id}.`, [
      { path: 'body.hazard_id', message: 'no hazard has this id' },
    ]);
  }
  const blockId = body.content_block_id ?? null;
  if (blockId !== null && guide.findBlock(blockId)?.hazard.id !== hazard.id) {
    throw new AppError(
      'VALIDATION_FAILED',
      `body.content_block_id: hazard ${hazard.id} has no content block ${blockId}.`,
      [{ path: 'body.content_block_id', message: 'is not a content block of this hazard' }],
    );
  }
  await saveHazardView(app.database.db, { hazardId: hazard.id, contentBlockId: blockId });
  return reply.status(204).send();
}
