import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, type HazardSummary } from '@prepwell/contract';
import { errorResponse, mockFetch, renderRoute } from '../../../../test/render';
import { i18n } from '../../../lib/i18n';
import { forgetSuggestionEngines } from '../hazard-suggestions';
import { SearchBox } from '../search-box';

/** A hazard as `GET /public/v2/hazards` lists it, English only unless overridden. */
function createHazard(overrides: Partial<HazardSummary> & Pick<HazardSummary, 'id' | 'slug'>): HazardSummary {
  return {
    name: { en: overrides.slug },
    description: { en: '' },
    tags: { en: [] },
    icon: { src: `/public/icons/hazards/${overrides.slug}.svg` },
    types: ['Natural_Disaster'],
    category: 'Common Incidents',
    topics: [],
    filters: [],
    local: false,
    creator: null,
    translations: ['en'],
    machine_translated: [],
    date_modified: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

const hazards = [
  createHazard({ id: 1, slug: 'earthquake', name: { en: 'Earthquake' }, tags: { en: ['quake', 'tremor'] } }),
  createHazard({ id: 2, slug: 'wildfire', name: { en: 'Wildfire' }, tags: { en: ['forest fire'] } }),
  createHazard({ id: 3, slug: 'flood', name: { en: 'Flood' }, description: { en: 'Rising water.' } }),
  createHazard({ id: 4, slug: 'extreme-heat', name: { en: 'Extreme Heat' }, tags: { en: ['heat wave'] } }),
];

async function renderSearch(answer: unknown = { hazards }) {
  const calls = mockFetch({ [API_PATHS.hazards]: answer });
  const rendered = await renderRoute(<SearchBox />, '/');
  const input = screen.getByRole('combobox', { name: 'Search hazards' });
  return { ...rendered, calls, input };
}

afterEach(async () => {
  forgetSuggestionEngines();
  await i18n.changeLanguage('en');
});

describe('the header search box', () => {
  it('suggests hazards as the person types, misspelled too, and says how many', async () => {
    const { input, calls } = await renderSearch();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'erthquake');
    const list = await screen.findByRole('listbox', { name: 'Hazard suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Earthquake']);
    expect(screen.getByRole('status')).toHaveTextContent('1 suggestion available');
    // The hazard list is fetched once, in the interface language.
    expect(calls.filter((call) => call.url.startsWith(API_PATHS.hazards)).map((call) => call.url)).toEqual([
      `${API_PATHS.hazards}?lang=en`,
    ]);
  });

  it('opens the highlighted hazard with ArrowDown and Enter, then clears and closes', async () => {
    const { input, router } = await renderSearch();
    await userEvent.type(input, 'quake');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    const [first] = screen.getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.location.pathname).toBe('/hazards/earthquake'));
    expect(router.location.search).toBe('');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('submits the text to /hazards?query= when Enter is pressed with nothing highlighted', async () => {
    const { input, router } = await renderSearch();
    await userEvent.type(input, 'heat');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.location.pathname).toBe('/hazards'));
    expect(router.location.search).toBe('?query=heat');
  });

  it('closes the list with Escape and keeps the text', async () => {
    const { input } = await renderSearch();
    await userEvent.type(input, 'fire');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('fire');
  });

  it('opens a suggestion on click', async () => {
    const { input, router } = await renderSearch();
    await userEvent.type(input, 'wildfire');
    await userEvent.click(await screen.findByRole('option', { name: 'Wildfire' }));
    await waitFor(() => expect(router.location.pathname).toBe('/hazards/wildfire'));
  });

  it('matches in the interface language and in English, and shows the interface language', async () => {
    const spanish = [
      createHazard({
        id: 1,
        slug: 'earthquake',
        name: { en: 'Earthquake', es: 'Terremoto' },
        tags: { en: ['tremor'], es: ['sismo'] },
      }),
      createHazard({ id: 2, slug: 'flood', name: { en: 'Flood', es: 'Inundación' } }),
    ];
    const { input, calls } = await renderSearch({ hazards: spanish });
    await i18n.changeLanguage('es');
    const box = await screen.findByRole('combobox', { name: 'Buscar peligros' });
    expect(box).toBe(input);
    await userEvent.type(input, 'sismo');
    expect(await screen.findByRole('option', { name: 'Terremoto' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 sugerencia disponible');
    await userEvent.clear(input);
    await userEvent.type(input, 'earthquake');
    expect(await screen.findByRole('option', { name: 'Terremoto' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(`${API_PATHS.hazards}?lang=es`);
  });

  it('still submits, without an error, when the hazard list cannot load', async () => {
    const { input, router } = await renderSearch(errorResponse('SERVICE_UNAVAILABLE', 503));
    await userEvent.type(input, 'flood{Enter}');
    await waitFor(() => expect(router.location.pathname).toBe('/hazards'));
    expect(router.location.search).toBe('?query=flood');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
