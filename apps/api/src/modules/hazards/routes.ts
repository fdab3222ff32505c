import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  SESSION_COOKIE,
  hazardDetailQuerySchema,
  hazardDetailSchema,
  hazardIdParamsSchema,
  hazardListQuerySchema,
  hazardListResponseSchema,
  hazardPdfParamsSchema,
  hazardSearchQuerySchema,
  hazardSearchResponseSchema,
  hazardSlugParamsSchema,
  isLanguageCode,
  parsePdfFileName,
  shareLinkParamsSchema,
  type LanguageCode,
} from '@prepwell/contract';
import { createHash } from 'node:crypto';
import { publicOrigin } from '../../lib/public-origin.js';
import { pointOf } from '../../lib/geo.js';
import { renderHazardPdf } from './pdf.js';
import { isDocumentRequest, pdfProblemPage } from './pdf-problem.js';
import { buildSearchIndex, type SearchResult } from './search-index.js';
import { AppError } from '../../lib/app-error.js';
import { personal } from '../../plugins/session.js';
import { BoundedCache, sendCachedJson, toCachedJson, type CachedJson } from '../../lib/cached-json.js';
import { currentGuide, type Guide, type LanguageChoice } from '../../lib/guide/guide.js';
import type { HazardRow } from '../../lib/guide/read-guide.js';

/**
 * The search of the current content version for a reader in `areaIds` (from `Guide.areasAt`;
 * none without a point): over the hazards the list shows that reader, so a LOCAL hazard is found,
 * and suggested, only inside its region, and then comes first among the matches. The index
 * depends only on which LOCAL hazards are shown (`Guide.localIdsFor`): readers in areas without
 * any share the plain one. Never per point.
 */
export async function searchHazards(
  app: FastifyInstance,
  query: string,
  areaIds: readonly number[] = [],
): Promise<SearchResult> {
  const guide = await currentGuide(app);
  const localIds = guide.localIdsFor(areaIds);
  const index = await app.contentCache.get(`search-index:local=${localIds.join(',')}`, async () =>
    buildSearchIndex(guide.searchDocuments(areaIds)),
  );
  const result = index.search(query);
  const isLocal = (id: number) => localIds.includes(id);
  return {
    ...result,
    hazards: [...result.hazards.filter(isLocal), ...result.hazards.filter((id) => !isLocal(id))],
  };
}

/** `?languages=a,b&lang=c` as one choice: none named means every language. */
function languageChoice(query: { languages?: LanguageCode[]; lang?: LanguageCode }): LanguageChoice {
  const named = [...new Set([...(query.languages ?? []), ...(query.lang ? [query.lang] : [])])];
  return named.length === 0 ? 'all' : named.sort();
}

/** A share link's id segment as a content id, or undefined when it is not one. */
const contentId = (segment: string | undefined) =>
  segment !== undefined && /^\d{1,9}$/.test(segment) ? Number(segment) : undefined;

/**
 * `GET /public/v2/hazards`, `/public/guide/hazard/{id}` and `/by-slug/{slug}`; through the
 * functions below, the search, the PDF at `/pdf/{slug}.{lang}.pdf` and share links `/s/{id}` and
 * `/s/{id}/{blockId}`.
 */
export async function hazardRoutes(
  fastify: FastifyInstance,
  options: {
    /** The hazard ids the signed-in user of `request` bookmarked (none when anonymous; app.ts). */
    userBookmarks?: (request: FastifyRequest) => Promise<number[]>;
  } = {},
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PATHS.hazards,
    {
      schema: {
        summary: 'Every hazard of the guide: the LOCAL hazards of the reader’s region first, then by name',
        description:
          'With `lat` and `lng` (together, rounded to 2 decimals; the server rounds again and never logs ' +
          'or stores them), the LOCAL hazards of the regions holding that point are listed first; without ' +
          'a point, or outside every region, no LOCAL hazard is listed (its direct link still opens it). ' +
          'With `bookmarks=1,2,3` (an anonymous reader’s stored ids) or a signed-in user’s bookmarks, ' +
          'each hazard also says whether it is `bookmarked`, and a bookmarked LOCAL hazard is listed ' +
          'wherever the reader is; that answer is personal and never cached.',
        tags: ['hazards'],
        querystring: hazardListQuerySchema,
        response: { 200: hazardListResponseSchema },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? 'en';
      const guide = await currentGuide(app);
      // As on the detail: the areas holding the point, never the point, decide (and key) the answer.
      const areaIds = guide.areasAt(pointOf(request.query));
      const signedIn = options.userBookmarks && request.cookies[SESSION_COOKIE];
      if (!request.query.bookmarks && !signedIn) {
        const cached = await app.contentCache.get(`hazards:${lang}:areas=${areaIds.join(',')}`, async () =>
          toCachedJson(hazardListResponseSchema, { hazards: guide.summaries([lang], areaIds) }),
        );
        return sendCachedJson(request, reply, cached);
      }
      // Personal: the reader's list with each hazard's `bookmarked` flag. NOTE: a bookmarked LOCAL
      // hazard stays listed outside its region: the bookmark is the reader's own link to it, and
      // the bookmarks page is built from this list.
      const marked = new Set([
        ...(request.query.bookmarks ?? []),
        ...(signedIn && options.userBookmarks ? await options.userBookmarks(request) : []),
      ]);
      const hazards = guide.summaries([lang], areaIds, marked);
      personal(reply);
      return { hazards: hazards.map((hazard) => ({ ...hazard, bookmarked: marked.has(hazard.id) })) };
    },
  );

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
    async (request, reply) =>
      sendHazardDetail(app, request, reply, (g) => g.find(request.params.id), request.query),
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
    async (request, reply) =>
      sendHazardDetail(app, request, reply, (g) => g.find(request.params.slug), request.query),
  );

  await hazardSearchRoute(app);
  await hazardPdfRoute(app);
  await shareLinkRoutes(app);
}

/**
 * One hazard's detail, in the languages asked for, with the local information of the areas
 * holding the reader's point: `find` picks the hazard (by id or slug).
 */
async function sendHazardDetail(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  find: (guide: Guide) => HazardRow | undefined,
  query: { languages?: LanguageCode[]; lang?: LanguageCode; lat?: number; lng?: number },
) {
  const guide = await currentGuide(app);
  const hazard = find(guide);
  if (!hazard) throw new AppError('NOT_FOUND', 'No hazard with this id or slug.');
  const languages = languageChoice(query);
  // Local information depends on which areas hold the reader's point, never on the point
  // itself: answers are cached per area set, and the point is forgotten here.
  const areaIds = guide.areasAt(pointOf(query));
  // A bounded number of variants is cached: every language, or one besides English.
  const key = languages === 'all' || languages.length === 1 ? `${languages}` : undefined;
  const build = () =>
    toCachedJson(
      hazardDetailSchema,
      guide.detail(hazard, languages, { areaIds, sponsorsOn: app.config.features.sponsors }),
    );
  const cached = key
    ? await app.contentCache.get(`hazard:${hazard.id}:${key}:areas=${areaIds.join(',')}`, async () => build())
    : build();
  return sendCachedJson(request, reply, cached);
}

/** `GET /public/guide/search/v2`: the search's answers, cached per query and set of LOCAL hazards. */
async function hazardSearchRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.hazardSearch,
    {
      schema: {
        summary: 'Hazard ids ranked for a search text, with a did-you-mean suggestion',
        description:
          'Matches names, types, tags and descriptions in every language, tolerant of typos, accents, ' +
          'case, hyphens and spacing. An empty query answers every id the list shows. A LOCAL hazard is ' +
          'found only with `lat` and `lng` (together; never logged or stored) inside its region, and then ' +
          'comes first among the matches; without a point it is never found.',
        tags: ['hazards'],
        querystring: hazardSearchQuerySchema,
        response: { 200: hazardSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const query = request.query.query;
      const guide = await currentGuide(app);
      // The areas holding the point decide which LOCAL hazards can be found; answers are cached
      // per set of those, never per point.
      const areaIds = guide.areasAt(pointOf(request.query));
      const answers = await app.contentCache.get(
        `search-answers:local=${guide.localIdsFor(areaIds).join(',')}`,
        async () => new BoundedCache<CachedJson>(1000),
      );
      let cached = answers.get(query);
      if (!cached) {
        cached = toCachedJson(hazardSearchResponseSchema, await searchHazards(app, query, areaIds));
        answers.set(query, cached);
      }
      return sendCachedJson(request, reply, cached);
    },
  );
}

/** `GET /pdf/{slug}.{lang}.pdf`: a hazard guide as a printable PDF, made once per content version. */
async function hazardPdfRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.hazardPdf,
    {
      schema: {
        summary: 'A hazard guide as a printable PDF in one language ({slug}.{lang}.pdf)',
        tags: ['hazards'],
        params: hazardPdfParamsSchema,
      },
    },
    async (request, reply) => {
      const name = parsePdfFileName(request.params.file);
      const guide = await currentGuide(app);
      const hazard = name && isLanguageCode(name.lang) ? guide.find(name.slug) : undefined;
      if (!name || !hazard || !isLanguageCode(name.lang)) {
        throw new AppError('NOT_FOUND', 'No such hazard PDF; the address is /pdf/{slug}.{lang}.pdf.');
      }
      const lang = name.lang;
      let pdf;
      try {
        pdf = await app.contentCache.get(`pdf:${hazard.id}:${lang}`, async () => {
          const body = await renderHazardPdf(guide.detail(hazard, 'all'), lang, {
            origin: publicOrigin(app.config),
          });
          return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        });
      } catch (error) {
        // A tab opened from the PDF control reads a page in its language, never raw JSON.
        if (!isDocumentRequest(request.headers)) throw error;
        request.log.error({ err: error, hazard: hazard.slug, lang }, 'hazard PDF could not be made');
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(pdfProblemPage(hazard.slug, lang));
      }
      reply
        .header('etag', pdf.etag)
        .header('cache-control', 'public, no-cache')
        .header('content-disposition', `inline; filename="${hazard.slug}.${lang}.pdf"`);
      if (request.headers['if-none-match'] === pdf.etag) return reply.code(304).send();
      return reply.type('application/pdf').send(pdf.body);
    },
  );
}

/** Share links `/s/{id}` and `/s/{id}/{blockId}`: redirects to the hazard page or its block. */
async function shareLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Share links: unknown or malformed ones still land somewhere useful, the guide.
  const shareTarget = async (id: string, blockId?: string) => {
    const guide = await currentGuide(app);
    const hazard = guide.find(contentId(id) ?? -1);
    if (!hazard) return '/hazards';
    const block = contentId(blockId);
    const found = block === undefined ? undefined : guide.findBlock(block);
    return found && found.hazard.id === hazard.id
      ? `/hazards/${hazard.slug}/${block}`
      : `/hazards/${hazard.slug}`;
  };
  const shareSchema = {
    tags: ['hazards'],
    params: shareLinkParamsSchema,
  } as const;
  app.get(
    API_PATHS.shareHazard,
    { schema: { ...shareSchema, summary: 'Share link to a hazard: redirects to its page' } },
    async (request, reply) => reply.redirect(await shareTarget(request.params.id), 302),
  );
  app.get(
    API_PATHS.shareBlock,
    {
      schema: {
        ...shareSchema,
        summary: 'Share link to a content block: redirects to it on its hazard page',
      },
    },
    async (request, reply) =>
      reply.redirect(await shareTarget(request.params.id, request.params.blockId), 302),
  );
}
