import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createHazardSummary } from '../../../../test/factories';
import type { ContentBlock, HazardDetail } from '@prepwell/contract';
import { clientConfig, errorResponse, mockFetch, renderRoute } from '../../../../test/render';

const config = { '/public/config': clientConfig() };

const summary = createHazardSummary;

const block = (id: number, over: Partial<ContentBlock> = {}): ContentBlock => ({
  id,
  type: 'content',
  stage: 'Before',
  priority: 1,
  critical: false,
  local: false,
  title: { en: `Block ${id}` },
  header: { en: `Header ${id}` },
  body: { en: `Body **${id}**` },
  icon: null,
  image: null,
  toggles: ['Adults'],
  creator: null,
  important_sources: [],
  local_content: [],
  ...over,
});

const creator = {
  id: 7,
  name: { en: 'County Office' },
  logo: { src: '/public/icons/local/x.svg', alt: { en: 'County Office logo' } },
  link: null,
};

/** A hazard's detail with Adults in Prepare only, no sponsors and no local content. */
const detail = (hazard: ReturnType<typeof summary>, content_blocks: ContentBlock[]): HazardDetail => ({
  ...hazard,
  default_stage: 'Before',
  toggle_availability: {
    Adults: ['Before'],
    Kids: [],
    Elderly: [],
    Disability: [],
    Veteran: [],
    Pets: [],
    'Farm Animals': [],
    Wildlife: [],
  },
  has_sponsors: false,
  sources: [],
  stage_local_content: { Before: [], During: [], After: [] },
  local_content_stages: [],
  content_blocks,
});

describe('a local hazard with nothing yet for a stage', () => {
  const hazard = detail(
    summary(5, { slug: 'river-rise', name: { en: 'River Rise' }, local: true, creator }),
    [
      block(501),
      block(502, { priority: 2 }),
      block(599, {
        type: 'source',
        stage: 'After',
        title: { en: 'Sources' },
        body: { en: '- [A](https://a.org)' },
      }),
    ],
  );

  it('says the page is blank, offers to ask the provider, and still lists the sources', async () => {
    mockFetch({ ...config, '/public/guide/hazard/by-slug/river-rise': hazard });
    await renderRoute('app', '/hazards/river-rise');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'River Rise' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('Provided By')).toBeVisible();
    expect(screen.getByRole('img', { name: 'County Office logo' })).toBeVisible();
    expect(screen.queryByText('This page is blank!')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'React' }));
    expect(screen.getByRole('heading', { name: 'This page is blank!' })).toBeVisible();
    expect(screen.getByText('County Office has not added information for this stage yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for information on this stage' })).toHaveAttribute(
      'href',
      '/feedback?kind=request-hazard',
    );
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: 'Sources' })).toBeVisible();
  });

  it('names the stage as the level-2 heading its blocks (level 3) sit under', async () => {
    mockFetch({ ...config, '/public/guide/hazard/by-slug/river-rise': hazard });
    await renderRoute('app', '/hazards/river-rise');
    const panel = await screen.findByRole('tabpanel', {}, { timeout: 5000 });
    const headings = within(panel)
      .getAllByRole('heading')
      .map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(headings[0]).toBe('H2 Prepare');
    expect(headings.slice(1).every((heading) => heading.startsWith('H3 '))).toBe(true);
  });
});

describe('the Translate menu', () => {
  it('offers the languages the server lists, as the Languages page does', async () => {
    const hazard = detail(summary(6, { slug: 'heat-wave', name: { en: 'Heat Wave' } }), [block(601)]);
    mockFetch({
      ...config,
      '/public/guide/hazard/by-slug/heat-wave': hazard,
      '/public/v2/supported-languages': {
        languages: [
          { title: 'English', value: 'en' },
          { title: 'Español', value: 'es' },
        ],
      },
    });
    await renderRoute('app', '/hazards/heat-wave');
    await userEvent.click(await screen.findByRole('button', { name: 'Translate' }, { timeout: 5000 }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['English', 'Español']);
  });
});

describe('searching when the search call fails', () => {
  it('searches the loaded list in the browser and offers a did-you-mean', async () => {
    mockFetch({
      ...config,
      '/public/guide/search/v2': errorResponse('INTERNAL', 500),
      '/public/v2/hazards': {
        hazards: [summary(1, { name: { en: 'Earthquake' } }), summary(2, { name: { en: 'Flood' } })],
      },
    });
    await renderRoute('app', '/hazards?query=erthqake');
    expect(
      await screen.findByRole('heading', { name: 'Search results for "erthqake":' }, { timeout: 5000 }),
    ).toBeVisible();
    // Offered as the guide writes it.
    const suggestion = await screen.findByRole('link', { name: 'Earthquake' });
    expect(suggestion).toHaveAttribute('href', '/hazards?query=Earthquake');
    expect(screen.getByText(/We couldn't find what you were looking for/)).toBeVisible();
  });
});

describe('a hazard card', () => {
  it('names the people it is for with the common catalog’s labels', async () => {
    mockFetch({
      ...config,
      '/public/v2/hazards': {
        hazards: [summary(3, { name: { en: 'Wildfire' }, filters: ['Kids', 'Farm Animals'] })],
      },
    });
    await renderRoute('app', '/hazards');
    const people = await screen.findByRole('list', { name: 'For' }, { timeout: 5000 });
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kids', 'Farm Animals']);
  });
});
