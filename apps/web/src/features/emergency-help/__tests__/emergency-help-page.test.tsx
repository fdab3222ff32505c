import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { API_PATHS, type CrisisSupportOption } from '@prepwell/contract';
import { createHazardSummary } from '../../../../test/factories';
import { clientConfig, mockFetch, renderRoute } from '../../../../test/render';

const option = (id: number, over: Partial<CrisisSupportOption> = {}): CrisisSupportOption => ({
  id,
  title: { en: `Line ${id}` },
  subheader: { en: `Subheader ${id}` },
  priority: id,
  icon: { src: '/public/icons/crisis/phone-call.svg', alt: { en: 'Phone' } },
  always_available: true,
  hours: null,
  phone: `1-800-555-010${id}`,
  is_text_line: false,
  text_number: null,
  text_keyword: null,
  link: `https://line${id}.example.org/`,
  examples: { en: [`Example ${id}`] },
  who_they_help: { en: [`Who ${id}`] },
  details: { en: `Details ${id}` },
  filters: [],
  hazards: [],
  scope: 'NATIONAL',
  sample: false,
  ...over,
});

const answers = (alternatives: CrisisSupportOption[]) => ({
  '/public/config': clientConfig({ links: { appStore: 'https://apps.example.org/prepwell' } }),
  [API_PATHS.crisisSupportOptions]: { alternatives, date_modified: '2022-02-01T00:00:00.000Z' },
  [API_PATHS.hazards]: { hazards: [createHazardSummary(7, { name: { en: 'Flood' } })] },
});

describe('Get Emergency Help', () => {
  it('offers 911, the app, and each line with one-tap call and text actions', async () => {
    mockFetch(
      answers([
        option(1, { text_number: '741741', text_keyword: 'HOME' }),
        option(2, {
          scope: 'LOCAL',
          sample: true,
          priority: 9,
          always_available: false,
          hours: { en: 'Mon–Fri 9–5' },
        }),
      ]),
    );
    await renderRoute('app', '/emergency-help');
    expect(await screen.findByRole('link', { name: 'Call 911' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      'tel:911',
    );
    expect(await screen.findByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.example.org/prepwell',
    );
    const cards = await screen.findAllByRole('article', {}, { timeout: 5000 });
    // Local first, whatever its priority; marked Sample so nobody takes it for a service.
    expect(within(cards[0]!).getByRole('heading')).toHaveTextContent('Line 2');
    expect(within(cards[0]!).getByText('Sample')).toBeVisible();
    expect(within(cards[0]!).getByText('Mon–Fri 9–5')).toBeVisible();
    const first = within(cards[1]!);
    expect(first.getByText('Available 24/7')).toBeVisible();
    expect(first.getByRole('link', { name: 'Call 1-800-555-0101' })).toHaveAttribute(
      'href',
      'tel:18005550101',
    );
    expect(first.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
      'href',
      'sms:741741?&body=HOME',
    );
    expect(first.getByRole('link', { name: 'Line 1 website' })).toHaveAttribute(
      'href',
      'https://line1.example.org/',
    );

    const more = first.getByRole('button', { name: 'More Details' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(first.getByRole('button', { name: 'Less Details' })).toHaveAttribute('aria-expanded', 'true');
    expect(first.getByRole('heading', { name: 'What They Help With' })).toBeVisible();
    expect(first.getByText('Example 1')).toBeVisible();
    expect(first.getByText('Details 1')).toBeVisible();
  });

  it('searches, says what it searched for, and says when nothing matches', async () => {
    mockFetch(
      answers([
        option(1, { title: { en: 'Poison Help' } }),
        option(2, { title: { en: 'Veterans Crisis Line' } }),
      ]),
    );
    await renderRoute('app', '/emergency-help');
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    const search = screen.getByRole('searchbox', { name: 'Search crisis support options' });
    await userEvent.type(search, 'posion');
    expect(await screen.findByRole('heading', { name: 'Search results for "posion":' })).toBeVisible();
    expect(
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Poison Help']);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzzzqqq');
    expect(await screen.findByText('No search results found.')).toBeVisible();
  });

  it('ends every search with 911 and 988 by call and text, and Show all support lines brings back every line', async () => {
    mockFetch(answers([option(1, { title: { en: 'Poison Help' } }), option(2), option(3)]));
    await renderRoute('app', '/emergency-help');
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    // The whole list needs no fallback: every line is there.
    expect(screen.queryByTestId('still-need-help')).toBeNull();
    const search = screen.getByRole('searchbox', { name: 'Search crisis support options' });
    for (const query of ['posion', 'zzzzqqq']) {
      await userEvent.clear(search);
      await userEvent.type(search, query);
      const help = within(await screen.findByRole('region', { name: 'Need to talk to someone now?' }));
      expect(help.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
      expect(help.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
      expect(help.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    }
    // Nothing matched: said in one line, and the fallback is there.
    expect(screen.getByText('No search results found.')).toBeVisible();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Show all support lines' }));
    expect(search).toHaveValue('');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Crisis Support Options' })).toHaveFocus();
  });

  it('lists the lines of a crisis intent the query says before any text match', async () => {
    mockFetch({
      ...answers([option(1, { title: { en: 'Want Line' } }), option(2, { title: { en: 'Lifeline' } })]),
      [API_PATHS.crisisSupportOptions]: {
        alternatives: [option(1, { title: { en: 'Want Line' } }), option(2, { title: { en: 'Lifeline' } })],
        intents: [{ key: 'suicide', option_ids: [2], phrases: { en: ['want to die'] } }],
        date_modified: '2022-02-01T00:00:00.000Z',
      },
    });
    await renderRoute('app', '/emergency-help');
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    const search = screen.getByRole('searchbox', { name: 'Search crisis support options' });
    const titles = async () =>
      (await screen.findAllByRole('article')).map((card) => within(card).getByRole('heading').textContent);
    await userEvent.type(search, 'want line');
    expect((await titles())[0]).toBe('Want Line');
    await userEvent.clear(search);
    await userEvent.type(search, 'i really want to die');
    expect((await titles())[0]).toBe('Lifeline');
  });

  it('still gives 911 and 988 when the lines cannot be loaded', async () => {
    mockFetch({ '/public/config': clientConfig() });
    const answered = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      url.startsWith(API_PATHS.crisisSupportOptions)
        ? Promise.resolve(new Response('{}', { status: 503 }))
        : answered(url, init),
    );
    await renderRoute('app', '/emergency-help');
    const help = within(
      await screen.findByRole('region', { name: 'Need to talk to someone now?' }, { timeout: 8000 }),
    );
    expect(help.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(help.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(screen.getByText(/Unable to load crisis support options/)).toBeVisible();
  });

  it('shows four placeholders while the options load', async () => {
    mockFetch({ '/public/config': clientConfig() });
    const answered = globalThis.fetch;
    // The options call never answers.
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      url.startsWith(API_PATHS.crisisSupportOptions) ? new Promise(() => undefined) : answered(url, init),
    );
    await renderRoute('app', '/emergency-help');
    expect(await screen.findAllByTestId('option-placeholder', {}, { timeout: 5000 })).toHaveLength(4);
  });
});
