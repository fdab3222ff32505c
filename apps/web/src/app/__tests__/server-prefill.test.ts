import { describe, expect, it, vi } from 'vitest';
import {
  type AlertDetail,
  type CommunitySponsor,
  type HazardDetail,
  type Language,
  type PageSources,
} from '@prepwell/contract';
import { createHazardSummary } from '../../../test/factories';
import { alertQueryOptions } from '../../features/alerts/api/alerts-api';
import { crisisOptionsQueryOptions } from '../../features/emergency-help/api/get-crisis-options';
import { hazardQueryOptions } from '../../features/hazards/api/get-hazard';
import { hazardsQueryOptions } from '../../features/hazards/api/get-hazards';
import { sponsorsQueryOptions } from '../../features/hazards/api/get-sponsors';
import { searchHazardsQueryOptions } from '../../features/hazards/api/search-hazards';
import { prepChecksQueryOptions } from '../../features/prep-checks/api/get-prep-checks';
import { createQueryClient } from '../../lib/query-client';
import { supportedLanguagesQueryOptions } from '../../lib/languages/get-supported-languages';
import { prefillPage } from '../server-prefill';

/*
 * The server render's hand-off (ADR 030): which addresses are rendered on the server, and the
 * answers put under the query options the screens' hooks read, shaped as their fetchers shape them.
 */

const flood = createHazardSummary(1, { slug: 'flood' });
const detail = { ...flood, content_blocks: [], has_sponsors: true } as unknown as HazardDetail;
const sponsor = { id: 7 } as unknown as CommunitySponsor;
const alertDetail = { alert: { id: 7 }, what_to_do: null } as unknown as AlertDetail;

function fakeSources(languages: Language[] = [{ value: 'en', title: 'English' }]) {
  const sources: PageSources = {
    hazards: vi.fn(async () => ({ hazards: [flood] })),
    hazard: vi.fn(async (idOrSlug: string) => (idOrSlug === 'flood' || idOrSlug === '1' ? detail : null)),
    search: vi.fn(async () => ({ hazards: [1], suggestedQuery: null })),
    sponsors: vi.fn(async () => ({ sponsors: [sponsor] })),
    languages: vi.fn(async () => ({ languages })),
    crisisSupport: vi.fn(async () => ({ alternatives: [], date_modified: '2026-11-28T00:00:00Z' })),
    prepChecks: vi.fn(async () => ({ prep_checks: [] })),
    alert: vi.fn(async (id: number) => (id === 7 ? alertDetail : null)),
  };
  return sources;
}

const asked = (sources: PageSources) =>
  Object.values(sources).reduce((count: number, fn) => count + vi.mocked(fn).mock.calls.length, 0);

describe('prefillPage', () => {
  it('fills the guide, and the search its address carries, as their fetchers shape them', async () => {
    const client = createQueryClient();
    expect(await prefillPage(client, '/hazards?query=flood', 'en', fakeSources())).toBe(true);
    expect(client.getQueryData(hazardsQueryOptions('en').queryKey)).toEqual({
      hazards: [flood],
      savedCopy: false,
    });
    expect(client.getQueryData(searchHazardsQueryOptions('flood').queryKey)).toEqual({
      hazards: [1],
      suggestedQuery: null,
    });
  });

  it("fills a hazard's page by slug or id, with or without a block, and leaves unknown hazards to the browser", async () => {
    for (const url of ['/hazards/flood', '/hazards/1/105', '/hazards/flood/?stage=During']) {
      const client = createQueryClient();
      const id = url.split('/')[2] ?? '';
      expect(await prefillPage(client, url, 'en', fakeSources()), url).toBe(true);
      expect(client.getQueryData(hazardQueryOptions(id, 'en').queryKey), url).toEqual({
        hazard: detail,
        savedCopy: false,
      });
      // The sponsors every reader sees and the language list: no late answer renders it again.
      expect(client.getQueryData(sponsorsQueryOptions(1, 'en', null).queryKey), url).toEqual([sponsor]);
      expect(client.getQueryData(supportedLanguagesQueryOptions().queryKey), url).toHaveLength(1);
    }
    expect(await prefillPage(createQueryClient(), '/hazards/none-such', 'en', fakeSources())).toBe(false);
  });

  it('fills Get Emergency Help with every national line, and the Prep Checks landing with its cards', async () => {
    const client = createQueryClient();
    expect(await prefillPage(client, '/emergency-help/', 'fr', fakeSources())).toBe(true);
    expect(client.getQueryData(crisisOptionsQueryOptions('fr', null).queryKey)).toMatchObject({
      alternatives: [],
      savedCopy: false,
    });
    expect(await prefillPage(client, '/prep-checks', 'fr', fakeSources())).toBe(true);
    expect(client.getQueryData(prepChecksQueryOptions('fr').queryKey)).toEqual({ prep_checks: [] });
  });

  it("fills an official alert's page, and leaves an alert never shown to the browser", async () => {
    const client = createQueryClient();
    expect(await prefillPage(client, '/alerts/7', 'es', fakeSources())).toBe(true);
    expect(client.getQueryData(alertQueryOptions(7, 'es').queryKey)).toEqual({
      data: alertDetail,
      savedCopy: false,
    });
    expect(await prefillPage(createQueryClient(), '/alerts/8', 'es', fakeSources())).toBe(false);
  });

  it('gives the pages that show the language list that list, English only when the answer is empty', async () => {
    for (const page of ['/settings/language', '/hazards', '/hazards/flood']) {
      const client = createQueryClient();
      expect(await prefillPage(client, page, 'en', fakeSources([])), page).toBe(true);
      expect(client.getQueryData(supportedLanguagesQueryOptions().queryKey), page).toEqual([
        expect.objectContaining({ value: 'en' }),
      ]);
    }
  });

  it('leaves home with nothing to hydrate, so it loads no query library', async () => {
    const client = createQueryClient();
    expect(await prefillPage(client, '/', 'en', fakeSources())).toBe(true);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('leaves personal pages, unknown addresses and odd block addresses to the browser, asking nothing', async () => {
    for (const url of [
      '/bookmarks',
      '/my-emergency-items',
      '/settings/account',
      '/nope',
      '/hazards/flood/abc',
      '/HAZARDS',
      '/alerts/abc',
      '/alerts/0',
    ]) {
      const sources = fakeSources();
      expect(await prefillPage(createQueryClient(), url, 'en', sources), url).toBe(false);
      expect(asked(sources), url).toBe(0);
    }
  });
});
