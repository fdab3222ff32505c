import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '@prepwell/contract';
import { clientConfig, mockFetch, renderRoute } from '../../../test/render';

const config = clientConfig({
  links: { appStore: 'https://apps.example/prepwell', privacySecurity: 'https://trust.example/prepwell' },
});

describe('header, navigation and footer', () => {
  it('submits the search to /hazards?query=', async () => {
    mockFetch({ '/public/config': config });
    const { router } = await renderRoute('app', '/');
    const [search] = await screen.findAllByRole('combobox', { name: 'Search hazards' });
    await userEvent.type(search as HTMLElement, 'power outage{Enter}');
    await waitFor(() => expect(router.location.pathname).toBe('/hazards'));
    expect(router.location.search).toBe('?query=power%20outage');
    // Without script the same box is a plain form to the guide's search.
    const form = search?.closest('form');
    expect(form).toHaveAttribute('action', '/hazards');
    expect(search).toHaveAttribute('name', 'query');
  });

  it('shows the seven navigation entries (Alerts after the guide, My Plan after the Prep Checks) and the emergency button except on its own page', async () => {
    mockFetch({ '/public/config': config });
    const { router } = await renderRoute('app', '/');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Hazard Guide', 'Alerts', 'Bookmarks', 'Prep Checks', 'My Plan', 'Settings']);
    // The header's button (the footer links every main section, this one included).
    const header = screen.getByRole('banner');
    // One control with both labels; CSS shows the short one below md (ADR 025; jsdom applies no CSS).
    const control = within(header).getByRole('link', { name: /Get Emergency Help/ });
    expect(control).toHaveTextContent(/^Get Emergency HelpEmergency$/);
    await userEvent.click(control);
    await waitFor(() => expect(router.location.pathname).toBe('/emergency-help'));
    await waitFor(() =>
      expect(within(header).queryByRole('link', { name: /Get Emergency Help/ })).not.toBeInTheDocument(),
    );
    await router.navigate('/prep-checks');
    await waitFor(() =>
      expect(within(header).queryByRole('link', { name: /Get Emergency Help/ })).not.toBeInTheDocument(),
    );
  });

  it('shows only configured outbound links, and the version', async () => {
    mockFetch({ '/public/config': config });
    await renderRoute('app', '/');
    expect(await screen.findByRole('link', { name: /Download on the App Store/ })).toHaveAttribute(
      'href',
      'https://apps.example/prepwell',
    );
    expect(screen.queryByRole('link', { name: /Google Play/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Privacy and security/ })).toHaveAttribute(
      'href',
      'https://trust.example/prepwell',
    );
    expect(screen.getByText(`Version ${APP_VERSION}`)).toBeInTheDocument();
  });

  it('lists the nine situations of the 911 panel', async () => {
    mockFetch({ '/public/config': config });
    await renderRoute('app', '/');
    // Small screens: nine native disclosures; wide screens: nine buttons beside a panel.
    const [narrow, wide] = await screen.findAllByRole('list', { name: 'Situations that need 911' });
    expect(narrow?.querySelectorAll('details > summary')).toHaveLength(9);
    expect(within(wide as HTMLElement).getAllByRole('button')).toHaveLength(9);
  });
});
