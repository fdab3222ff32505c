import { screen, within } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@prepwell/contract';
import { createHazardSummary } from '../../../../test/factories';
import { clientConfig, errorResponse, mockFetch, renderRoute } from '../../../../test/render';
import { initI18n } from '../../../lib/i18n';
import { onHazardViewRecorded, recordHazardView } from '../../../lib/hazard-views';
import { resetTrendingHazards } from '../api/get-trending-hazards';
import { HomePage } from '../home-page';
import { TrendingSection } from '../trending-section';

const hazards = Array.from({ length: 12 }, (_, index) =>
  createHazardSummary(index + 1, { name: { en: `Hazard ${index + 1}`, es: `Peligro ${index + 1}` } }),
);

const renderHome = async (trending: unknown) => {
  const calls = mockFetch({ '/public/config': clientConfig(), [API_PATHS.trendingHazards]: trending });
  const rendered = await renderRoute(<HomePage />, '/');
  return { ...rendered, calls };
};

afterEach(() => resetTrendingHazards());

describe('Trending Hazards strip', () => {
  it('renders its heading and five placeholders on the server, with no list', async () => {
    await initI18n('en');
    // As the server renders (it waits for lazy parts), with no trending data on the server.
    const { prelude } = await prerender(<TrendingSection />);
    const html = await new Response(prelude).text();
    expect(html).toContain('Trending Hazards');
    expect(html.match(/data-testid="trending-placeholder"/g)).toHaveLength(5);
    expect(html).not.toContain('href=');
  });

  it('shows five placeholders while loading, then up to ten hazard links', async () => {
    const { calls } = await renderHome({ hazards });
    const section = screen.getByRole('region', { name: 'Trending Hazards' });
    expect(within(section).getAllByTestId('trending-placeholder')).toHaveLength(5);

    const list = await within(section).findByRole('list', { name: 'Trending Hazards' }, { timeout: 5000 });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveTextContent('Hazard 1');
    expect(links[0]).toHaveAttribute('href', '/hazards/hazard-1');
    expect(within(section).queryAllByTestId('trending-placeholder')).toHaveLength(0);
    // English is the default: no `?lang=`.
    expect(calls.map((call) => call.url)).toContain(API_PATHS.trendingHazards);
  });

  it('asks in the interface language and shows names in it', async () => {
    const calls = mockFetch({ '/public/config': clientConfig(), [API_PATHS.trendingHazards]: { hazards } });
    const rendered = await renderRoute(<HomePage />, '/');
    const { default: i18n } = await import('i18next');
    await i18n.changeLanguage('es');
    try {
      const list = await screen.findByRole('list', { name: 'Peligros en tendencia' }, { timeout: 5000 });
      expect(within(list).getAllByRole('link')[1]).toHaveTextContent('Peligro 2');
      expect(calls.map((call) => call.url)).toContain(`${API_PATHS.trendingHazards}?lang=es`);
    } finally {
      await i18n.changeLanguage('en');
      rendered.unmount();
    }
  });

  it('says so when the list cannot be loaded', async () => {
    await renderHome(errorResponse('INTERNAL', 500));
    expect(await screen.findByRole('status', {}, { timeout: 5000 }).then((node) => node.textContent)).toBe(
      'Unable to load trending hazards.',
    );
    expect(screen.queryByRole('list', { name: 'Trending Hazards' })).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('trending-placeholder')).toHaveLength(0);
  });
});

describe('recordHazardView', () => {
  it('posts anonymously, then marks the trending list stale', async () => {
    const calls = mockFetch({ [API_PATHS.hazardViewEventNoAuth]: new Response(null, { status: 204 }) });
    let told = 0;
    const stop = onHazardViewRecorded(() => (told += 1));
    await recordHazardView(7, 12);
    stop();
    const post = calls.find((call) => call.url === API_PATHS.hazardViewEventNoAuth);
    expect(JSON.parse(String(post?.init?.body))).toEqual({ hazard_id: 7, content_block_id: 12 });
    expect(told).toBe(1);
  });

  it('is silent when the call fails and leaves the list as it was', async () => {
    mockFetch({});
    let told = 0;
    const stop = onHazardViewRecorded(() => (told += 1));
    await expect(recordHazardView(7)).resolves.toBeUndefined();
    stop();
    expect(told).toBe(0);
  });

  it('a recorded view makes the next Home load the strip again', async () => {
    const { calls, unmount } = await renderHome({ hazards });
    await screen.findByRole('list', { name: 'Trending Hazards' }, { timeout: 5000 });
    unmount();
    const asked = () => calls.filter((call) => call.url === API_PATHS.trendingHazards).length;
    expect(asked()).toBe(1);
    // Within a minute, Home again reuses the answer…
    const again = await renderRoute(<HomePage />, '/');
    await screen.findByRole('list', { name: 'Trending Hazards' }, { timeout: 5000 });
    again.unmount();
    expect(asked()).toBe(1);
    // …unless a hazard was viewed since.
    mockFetch({ [API_PATHS.hazardViewEventNoAuth]: new Response(null, { status: 204 }) });
    await recordHazardView(7);
    const calls2 = mockFetch({ '/public/config': clientConfig(), [API_PATHS.trendingHazards]: { hazards } });
    await renderRoute(<HomePage />, '/');
    await screen.findByRole('list', { name: 'Trending Hazards' }, { timeout: 5000 });
    expect(calls2.filter((call) => call.url === API_PATHS.trendingHazards)).toHaveLength(1);
  });
});
