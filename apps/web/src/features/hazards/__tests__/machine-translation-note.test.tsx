import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { clientConfig, mockFetch, renderRoute } from '../../../../test/render';
import { MachineTranslationNote } from '../components/machine-translation-note';

describe('the machine-translation note', () => {
  it('names the configured provider', async () => {
    mockFetch({
      '/public/config': clientConfig({ translationProvider: { name: 'Example Translate', url: null } }),
    });
    await renderRoute(<MachineTranslationNote lang="de" machineTranslated />);
    expect(await screen.findByText(/Translated with AI by Example Translate\./)).toBeVisible();
  });

  it('with no provider configured, says "with AI" once, in the reader\'s language', async () => {
    mockFetch({ '/public/config': clientConfig({ translationProvider: { name: null, url: null } }) });
    await renderRoute(<MachineTranslationNote lang="de" machineTranslated />);
    await i18n.changeLanguage('de');
    expect(
      await screen.findByText(/^Mit KI übersetzt\. Die Übersetzung kann Fehler enthalten/),
    ).toBeVisible();
    expect(screen.queryByText(/Übersetzungsdienst|an AI translation service/)).not.toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
