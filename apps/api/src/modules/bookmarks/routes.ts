import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  anonymousBookmarksQuerySchema,
  bookmarkCreateRequestSchema,
  bookmarkCreateResponseSchema,
  bookmarkIdParamsSchema,
  bookmarkListQuerySchema,
  bookmarkListResponseSchema,
  bookmarkedHazardsResponseSchema,
  type BookmarkedHazard,
  type LanguageCode,
} from '@prepwell/contract';
import { AppError } from '../../lib/app-error.js';
import { currentGuide, type Guide, type LanguageChoice } from '../../lib/guide/guide.js';
import type { HazardRow } from '../../lib/guide/read-guide.js';
import { personal, requireUser } from '../../plugins/session.js';
import { addBookmark, listBookmarks, removeBookmark } from './repository.js';

/** A hazard's display fields, in `lang` and English, or every language without one. */
function displayOf(guide: Guide, hazard: HazardRow, lang: LanguageCode | undefined): BookmarkedHazard {
  const languages: LanguageChoice = lang ? [lang] : 'all';
  const summary = guide.summary(hazard, languages);
  return {
    hazard_id: summary.id,
    slug: summary.slug,
    icon: summary.icon,
    name: summary.name,
    description: summary.description,
    local: summary.local,
    creator: summary.creator,
  };
}

/** Spec §3 sorting: local hazards first, then by slug. */
const bySpecOrder = (a: BookmarkedHazard, b: BookmarkedHazard) =>
  Number(b.local) - Number(a.local) || a.slug.localeCompare(b.slug);

/**
 * Bookmarks: a signed-in user's on the server (add, remove, list: only ever their own; another
 * user's bookmark id answers 404, as an unknown one does, so ids cannot be probed), and the
 * display fields of an anonymous reader's stored hazard ids. Never cached with the content: each
 * answer is one user's.
 */
export async function bookmarkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    API_PATHS.bookmark,
    {
      schema: {
        summary: 'Bookmark a hazard (signed in); bookmarking it again answers the same bookmark',
        tags: ['bookmarks'],
        body: bookmarkCreateRequestSchema,
        response: { 200: bookmarkCreateResponseSchema, 201: bookmarkCreateResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const guide = await currentGuide(app);
      if (!guide.find(request.body.hazard_id)) {
        throw new AppError('VALIDATION_FAILED', `No hazard with id ${request.body.hazard_id}.`);
      }
      const { id, created } = await addBookmark(app.database.db, user.id, request.body.hazard_id);
      return reply.status(created ? 201 : 200).send({ bookmark_id: id });
    },
  );

  app.delete(
    API_PATHS.bookmarkById,
    {
      schema: {
        summary: "Remove one of the signed-in user's bookmarks",
        tags: ['bookmarks'],
        params: bookmarkIdParamsSchema,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!(await removeBookmark(app.database.db, user.id, request.params.id))) {
        throw new AppError('NOT_FOUND', 'You have no bookmark with this id.');
      }
      return reply.status(204).send();
    },
  );

  app.get(
    API_PATHS.authenticatedBookmarks,
    {
      schema: {
        summary: "The signed-in user's bookmarks, local hazards first, then by slug",
        tags: ['bookmarks'],
        querystring: bookmarkListQuerySchema,
        response: { 200: bookmarkListResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const guide = await currentGuide(app);
      const rows = await listBookmarks(app.database.db, user.id);
      const bookmarks = rows.flatMap((row) => {
        const hazard = guide.find(row.hazardId);
        // An archived hazard is kept in the table but no longer shown.
        return hazard ? [{ ...displayOf(guide, hazard, request.query.lang), bookmark_id: row.id }] : [];
      });
      personal(reply);
      return { bookmarks: bookmarks.sort(bySpecOrder) };
    },
  );

  app.get(
    API_PATHS.anonymousBookmarks,
    {
      schema: {
        summary: "The hazards of an anonymous reader's bookmarks (`?bookmarks=1,2,3`, at most 200)",
        description: 'Unknown or archived hazard ids are left out. Local hazards first, then by slug.',
        tags: ['bookmarks'],
        querystring: anonymousBookmarksQuerySchema,
        response: { 200: bookmarkedHazardsResponseSchema },
      },
    },
    async (request) => {
      const guide = await currentGuide(app);
      const bookmarks = request.query.bookmarks.flatMap((id) => {
        const hazard = guide.find(id);
        return hazard ? [displayOf(guide, hazard, request.query.lang)] : [];
      });
      return { bookmarks: bookmarks.sort(bySpecOrder) };
    },
  );
}
