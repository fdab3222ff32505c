/*
 * Server rendering: the bodies of the public pages rendered on the server, with the data their
 * queries would fetch taken from the same snapshots the API answers from, under the same query
 * keys: the guide (`/hazards`, its search, `/hazards/{slug|id}[/{blockId}]`), the language list
 * (Settings → Languages), the crisis support options (Get Emergency Help), and nothing for the
 * pages made only of translated text.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SEARCH_QUERY_MAX,
  SUPPORTED_LANGUAGES,
  SUPPORTED_LANGUAGES_QUERY_KEY,
  crisisSupportQueryKey,
  prepChecksQueryKey,
  type PrepCheckListResponse,
  hazardQueryKeys,
  type ClientConfig,
  type CrisisSupportResponse,
  type HazardSearchResponse,
  type Language,
  type LanguageCode,
} from '@prepwell/contract';
import { currentGuide } from '../../lib/guide/guide.js';
import type { ServerRenderer } from '../../lib/ssr.js';
import { HAZARD_LIST_PATH, HAZARD_PAGE_PATH } from './hazard-path.js';
import { addressSearch } from './page-address.js';
import { isServerRenderedPage } from './public-pages.js';

type Queries = { key: readonly unknown[]; data: unknown }[];

/** Answers of other modules the pages need, given by app.ts (modules do not import each other). */
export interface PageSources {
  /** The search call's answer for a query. */
  search(query: string): Promise<HazardSearchResponse>;
  /** The language list call's answer. */
  languages(): Promise<Language[]>;
  /** The crisis support options call's answer in a language, without a point (every national line). */
  crisisSupport(lang: LanguageCode): Promise<CrisisSupportResponse>;
  /** The Prep Checks list call's answer in a language. */
  prepChecks(lang: LanguageCode): Promise<PrepCheckListResponse>;
}

/** Get Emergency Help: rendered with every national line, so the numbers are there before JavaScript. */
const EMERGENCY_HELP_PATH = /^\/emergency-help\/?$/;
/** The Prep Checks landing: rendered with its cards (each reader's progress comes in the browser). */
const PREP_CHECKS_PATH = /^\/prep-checks\/?$/;

/** What the page at `path` would fetch, or null when it is not rendered on the server. */
async function pageQueries(
  app: FastifyInstance,
  sources: PageSources,
  path: string,
  address: string,
  lang: LanguageCode,
): Promise<Queries | null> {
  if (HAZARD_LIST_PATH.test(path)) {
    const guide = await currentGuide(app);
    // The server has no point (a page address never carries one): no LOCAL hazard is listed or
    // found here, as the list and search calls answer without lat/lng.
    const queries: Queries = [
      { key: hazardQueryKeys.list(lang), data: { hazards: guide.summaries([lang], []), savedCopy: false } },
    ];
    // `/hazards?query=…` (the header's search form, with or without JavaScript): the results too,
    // for the query of the normalised address that keys the document (never another value).
    const query = addressSearch(address);
    if (query && query.length <= SEARCH_QUERY_MAX) {
      queries.push({ key: hazardQueryKeys.search(query), data: await sources.search(query) });
    }
    return queries;
  }
  const key = HAZARD_PAGE_PATH.exec(path)?.[1];
  if (key) {
    const guide = await currentGuide(app);
    const hazard = guide.findByAddress(key);
    // Unknown hazards: the browser sends them back to the guide, as today.
    if (!hazard) return null;
    return [
      {
        key: hazardQueryKeys.detail(key, lang),
        data: {
          hazard: guide.detail(hazard, [lang], { sponsorsOn: app.config.features.sponsors }),
          savedCopy: false,
        },
      },
    ];
  }
  if (!isServerRenderedPage(path)) return null;
  const languages = await sources.languages();
  // As the web app reads a failed or empty list: English only.
  const list = languages.length > 0 ? languages : SUPPORTED_LANGUAGES.filter((l) => l.value === 'en');
  const queries: Queries = [{ key: SUPPORTED_LANGUAGES_QUERY_KEY, data: list }];
  if (EMERGENCY_HELP_PATH.test(path)) {
    queries.push({
      key: crisisSupportQueryKey(lang),
      data: { ...(await sources.crisisSupport(lang)), savedCopy: false },
    });
  }
  if (PREP_CHECKS_PATH.test(path)) {
    queries.push({ key: prepChecksQueryKey(lang), data: await sources.prepChecks(lang) });
  }
  return queries;
}

export type RenderedBody = Awaited<ReturnType<ServerRenderer['render']>> & { lang: LanguageCode };

/** The page at `path` rendered on the server in `lang`, or null to let the browser render it. */
export async function renderPageBody(
  app: FastifyInstance,
  options: { renderer: ServerRenderer; config: ClientConfig; sources: PageSources },
  request: FastifyRequest,
  path: string,
  /** The path with only the parameters pages read (page-document.ts). */
  address: string,
  lang: LanguageCode,
): Promise<RenderedBody | null> {
  const { renderer, config, sources } = options;
  const queries = await pageQueries(app, sources, path, address, lang);
  if (!queries) return null;
  const started = performance.now();
  const rendered = await renderer.render({ url: address, lang, config, queries });
  request.log.debug({ path, ms: Math.round(performance.now() - started) }, 'page rendered on the server');
  return { lang, ...rendered };
}
