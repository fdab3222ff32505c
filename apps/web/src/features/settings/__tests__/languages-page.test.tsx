import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@prepwell/contract';
import { LanguagesPage } from '../languages-page';
import { clientConfig, mockFetch, renderRoute } from '../../../../test/render';

const config = clientConfig();

describe('Languages page', () => {
  it('lists the server languages and switches every string to the chosen one', async () => {
    mockFetch({
      '/public/config': config,
      '/public/v2/supported-languages': { languages: SUPPORTED_LANGUAGES },
    });
    await renderRoute(<LanguagesPage />);
    expect(
      await screen.findByText('Select your language for the Hazard Guide and Prep Checks.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Example Translate/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: '日本語' }));
    expect(await screen.findByRole('heading', { level: 1, name: '言語' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('@language')).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(
      await screen.findByText('Preferred language changed to English.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(window.sessionStorage.getItem('@language')).toBe('en');
  });

  it('falls back to English, silently, when the language list fails', async () => {
    mockFetch({
      '/public/config': config,
      '/public/v2/supported-languages': new Response('oops', { status: 500 }),
    });
    await renderRoute(<LanguagesPage />);
    expect(await screen.findByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Español' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failure message when a catalog cannot be downloaded', async () => {
    mockFetch({
      '/public/config': config,
      '/public/v2/supported-languages': {
        languages: [...SUPPORTED_LANGUAGES, { title: 'Klingon', value: 'tlh' }],
      },
    });
    await renderRoute(<LanguagesPage />);
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(SUPPORTED_LANGUAGES.length + 1));
    await userEvent.click(screen.getByRole('radio', { name: 'Klingon' }));
    expect(
      await screen.findByText('Unable to change preferred language to Klingon.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(window.sessionStorage.getItem('@language')).toBeNull();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });
});
