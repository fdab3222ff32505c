/*
 * Server rendering (ADR 016, ADR 030): which addresses the server renders, and what their screens
 * show before JavaScript. Each answer goes into the cache under the query options the screen's
 * own hook uses, so `setQueryData` is type-checked against that hook's fetcher (TanStack's
 * DataTag): a change to a fetcher's result, or to a key, fails the type-check here, and a change
 * to a call's answer fails it in the API (the contract's PageSources).
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import {
  SEARCH_QUERY_MAX,
  SERVER_RENDERED_PAGES,
  type LanguageCode,
  type PageSources,
} from '@prepwell/contract';
import { paths } from '../config/paths';
import { alertQueryOptions } from '../features/alerts/api/alerts-api';
import {
  crisisOptionsQueryOptions,
  toCrisisOptions,
} from '../features/emergency-help/api/get-crisis-options';
import { hazardQueryOptions, toHazardDetail } from '../features/hazards/api/get-hazard';
import { hazardsQueryOptions, toHazardList } from '../features/hazards/api/get-hazards';
import { sponsorsQueryOptions } from '../features/hazards/api/get-sponsors';
import { searchHazardsQueryOptions, toSearchResults } from '../features/hazards/api/search-hazards';
import { prepChecksQueryOptions } from '../features/prep-checks/api/get-prep-checks';
import { supportedLanguagesQueryOptions, toLanguages } from '../lib/languages/get-supported-languages';

const RENDERED = new Set<string>(SERVER_RENDERED_PAGES);

/**
 * The route `pattern` matches `path` (as `app/router.tsx` does, but case-sensitive: the API keeps
 * a page's parameters only for these exact addresses, page-address.ts).
 */
const match = (pattern: string, path: string) => matchPath({ path: pattern, caseSensitive: true }, path);

/**
 * Fills `client` with what the page at `url` shows, from the server's answers (`sources`, asked
 * only for what the page needs). False when the server does not render that page (a personal
 * page, an unknown address or hazard): the browser renders it.
 */
export async function prefillPage(
  client: QueryClient,
  url: string,
  lang: LanguageCode,
  sources: PageSources,
): Promise<boolean> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  // `/settings/faq/` is `/settings/faq`.
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;

  // The pages that show the language list (the guide's Translate menu, Settings → Languages):
  // left to the browser, its late answer rendered the page again. No other page reads it, and a
  // page with nothing in its query cache hydrates without loading TanStack Query (home, ADR 033).
  const fillLanguages = async () =>
    client.setQueryData(supportedLanguagesQueryOptions().queryKey, toLanguages(await sources.languages()));

  // The server has no point (a page address never carries one): no LOCAL hazard is listed or
  // found here, as the list and search calls answer without lat/lng.
  if (match(paths.hazards.pattern, path)) {
    await fillLanguages();
    client.setQueryData(hazardsQueryOptions(lang).queryKey, toHazardList(await sources.hazards(lang), false));
    // `/hazards?query=…` (the header's search form, with or without JavaScript): the results too.
    const query = (searchParams.get('query') ?? '').trim();
    if (query && query.length <= SEARCH_QUERY_MAX) {
      client.setQueryData(
        searchHazardsQueryOptions(query).queryKey,
        toSearchResults(await sources.search(query)),
      );
    }
    return true;
  }

  const hazardPage = match(paths.hazard.pattern, path) ?? match(paths.hazardBlock.pattern, path);
  if (hazardPage) {
    const { hazardId = '', blockId } = hazardPage.params;
    // A block's address is numbered; the page ignores any other, so the server leaves it alone.
    if (blockId !== undefined && !/^\d{1,9}$/.test(blockId)) return false;
    const hazard = await sources.hazard(hazardId, lang);
    // Unknown hazards: the browser sends them back to the guide.
    if (!hazard) return false;
    await fillLanguages();
    client.setQueryData(hazardQueryOptions(hazardId, lang).queryKey, toHazardDetail(hazard, false));
    // The sponsors every reader sees (no point), so the block is there before JavaScript and the
    // page is not rendered again when they arrive.
    const sponsors = hazard.has_sponsors ? await sources.sponsors(hazard.id, lang) : null;
    if (sponsors)
      client.setQueryData(sponsorsQueryOptions(hazard.id, lang, null).queryKey, sponsors.sponsors);
    return true;
  }

  const alertPage = match(paths.alert.pattern, path);
  if (alertPage) {
    const id = Number(alertPage.params.alertId);
    if (!/^\d{1,15}$/.test(alertPage.params.alertId ?? '') || !Number.isSafeInteger(id) || id < 1)
      return false;
    // An alert never shown (unknown, a Test): the browser says so.
    const detail = await sources.alert(id, lang);
    if (!detail) return false;
    client.setQueryData(alertQueryOptions(id, lang).queryKey, { data: detail, savedCopy: false });
    return true;
  }

  if (!RENDERED.has(path)) return false;
  if (match(paths.languages.pattern, path)) await fillLanguages();
  if (match(paths.emergencyHelp.pattern, path)) {
    // Every national line, so the numbers are there before JavaScript.
    client.setQueryData(
      crisisOptionsQueryOptions(lang, null).queryKey,
      toCrisisOptions(await sources.crisisSupport(lang), false),
    );
  }
  if (match(paths.prepChecks.pattern, path)) {
    // The landing's cards (each reader's progress comes in the browser).
    client.setQueryData(prepChecksQueryOptions(lang).queryKey, await sources.prepChecks(lang));
  }
  return true;
}
