import { act, screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SERVER_RENDERED_PAGES, SITEMAP_PAGES } from '@prepwell/contract';
import { clientConfig, mockFetch, renderRoute } from '../../../test/render';
import { routes } from '../router';

// Settings screens load lazily (and their catalog): allow for a cold start on a busy machine.
const COLD_START = { timeout: 5000 };

const config = clientConfig({ translationProvider: { name: 'Test Translate', url: null } });

describe('routes', () => {
  it('sends an unknown path home', async () => {
    mockFetch({ '/public/config': config });
    const { router } = await renderRoute('app', '/no/such/page');
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      "Life comes with hazards. We'll help you adapt.",
    );
    // It says so in one line, which goes with the next page.
    expect(screen.getByText('We could not find the page you asked for.')).toHaveAttribute('role', 'status');
    await act(async () => router.navigate('/hazards'));
    await waitFor(() =>
      expect(screen.queryByText('We could not find the page you asked for.')).not.toBeInTheDocument(),
    );
  });

  it('sends an unknown hazard to the guide, saying it was not found', async () => {
    mockFetch({ '/public/config': config });
    const { router } = await renderRoute('app', '/hazards/no-such-hazard');
    await waitFor(() => expect(router.location.pathname).toBe('/hazards'), COLD_START);
    expect(await screen.findByText('We could not find the page you asked for.')).toBeInTheDocument();
  });

  it('sends a non-numeric prep check id back to the list', async () => {
    mockFetch({ '/public/config': config });
    const { router } = await renderRoute('app', '/prep-checks/abc/results');
    await waitFor(() => expect(router.location.pathname).toBe('/prep-checks'));
  });

  it('opens Languages from /settings', async () => {
    mockFetch({
      '/public/config': config,
      '/public/v2/supported-languages': { languages: [{ title: 'English', value: 'en' }] },
    });
    const { router } = await renderRoute('app', '/settings');
    await waitFor(() => expect(router.location.pathname).toBe('/settings/language'), COLD_START);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Languages' }, COLD_START),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Languages - Prepwell'));
  });

  it('hides Account when profiles are off (unknown environment)', async () => {
    mockFetch({
      '/public/config': { ...config, environment: 'unknown', features: { sponsors: false, profiles: false } },
      '/public/v2/supported-languages': { languages: [] },
    });
    const { router } = await renderRoute('app', '/settings/account');
    await waitFor(() => expect(router.location.pathname).toBe('/settings/language'), COLD_START);
    expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('titles Tech Support and Report Issue as the spec lists', async () => {
    mockFetch({ '/public/config': config });
    await renderRoute('app', '/settings/tech-support');
    await waitFor(() => expect(document.title).toBe('Tech Support - Prepwell'));
  });

  it('has a screen of its own for every page the server renders and lists in the sitemap', () => {
    for (const path of [...SERVER_RENDERED_PAGES, ...SITEMAP_PAGES]) {
      const matched = matchRoutes(routes, path) ?? [];
      const leaf = matched[matched.length - 1]?.route;
      expect(leaf?.path, path).not.toBe('*');
      expect(leaf?.index || Boolean(leaf?.path), path).toBe(true);
    }
  });
});
