import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  prepCheckIdParamsSchema,
  prepCheckLangQuerySchema,
  prepCheckUpNextResponseSchema,
} from '@prepwell/contract';
import { PrepCheckWire, type CatalogCheck } from './catalog.js';
import { personal } from '../../plugins/session.js';
import { knownCheck, languagesOf, tags } from './http.js';
import { userSubmissions } from './repository.js';

/** What the user is interested in, read from other modules (composed in app.ts). */
export interface Interests {
  /** The hazard ids the user bookmarked. */
  bookmarkedHazards: (userId: string) => Promise<number[]>;
  /** Recent views per hazard id (trending). */
  hazardViews: () => Promise<ReadonlyMap<number, number>>;
}

/**
 * The Prep Check to suggest to a signed-in user: one not submitted yet (never `current`), for a
 * hazard they bookmarked first, then for the most viewed hazards, then in the catalog's order.
 */
export function rankUpNext(
  checks: readonly CatalogCheck[],
  current: CatalogCheck,
  submitted: ReadonlySet<number>,
  bookmarked: ReadonlySet<number>,
  views: ReadonlyMap<number, number>,
): CatalogCheck | undefined {
  const open = checks.filter((c) => c.id !== current.id && !submitted.has(c.id));
  const rank = (c: CatalogCheck) => [bookmarked.has(c.hazardId) ? 0 : 1, -(views.get(c.hazardId) ?? 0)];
  return open
    .map((c, order) => ({ c, order, key: rank(c) }))
    .sort((a, b) => a.key[0]! - b.key[0]! || a.key[1]! - b.key[1]! || a.order - b.order)[0]?.c;
}

export async function upNextRoute(fastify: FastifyInstance, options: { interests: Interests }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
      const { catalog, check } = await knownCheck(app, request.params.id);
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
      const submitted = new Set(latest.map((row) => row.prepCheckId));
      const next = rankUpNext(catalog.checks, check, submitted, new Set(bookmarks), views);
      return { up_next: next ? wire.summary(next) : null };
    },
  );
}
