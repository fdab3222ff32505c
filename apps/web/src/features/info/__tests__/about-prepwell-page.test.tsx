import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@prepwell/contract';
import { renderRoute } from '../../../../test/render';
import { i18n } from '../../../lib/i18n';
import { AboutPrepwellPage } from '../about-prepwell-page';

const renderAbout = async () => {
  await renderRoute(<AboutPrepwellPage />, '/about-prepwell');
  return screen.findByRole('region', { name: 'How Prep Checks are scored' });
};

const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('About Prepwell', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('explains how Prep Checks are scored, right after the Prep Checks section', async () => {
    const section = await renderAbout();
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'How Prep Checks are scored',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'The Hazard Guide',
      'Prep Checks',
      'How Prep Checks are scored',
      'Crisis Support Options',
      'Local information',
      'Where our guidance comes from',
    ]);

    const questions = items(within(section).getByRole('list', { name: 'The three kinds of questions' }));
    expect(questions).toHaveLength(3);
    expect(questions[0]).toMatch(
      /^Checkboxes: .*helpful choice.*harmful choice.*never goes below 0% or above 100%/,
    );
    expect(questions[1]).toMatch(
      /^Putting in order: .*safest order.*Items you do not place count as if you put them last/,
    );
    expect(questions[2]).toMatch(
      /^Sorting into Prepare, React and Recover: half .*right column.*other half .*order/,
    );

    const results = items(within(section).getByRole('list', { name: 'Your score, badge and journey' }));
    expect(results).toHaveLength(6);
    expect(results[0]).toMatch(/saved as you go\. Nothing is scored until you press Done\./);
    expect(results[1]).toMatch(/average of its questions\. A question you leave unanswered scores 0%\./);
    expect(results[2]).toMatch(/Low under 40%, Medium from 40%, High from 75%\./);
    expect(results[3]).toMatch(
      /Getting Ready for Low, Partly Prepared for Medium, Ready Neighbor for High\./,
    );
    expect(results[4]).toMatch(/completing more Prep Checks with a good average score/);
    expect(results[5]).toMatch(/counts once, with your latest score\. .*raise or lower your average/);

    // Plain words: no name of the maths behind it.
    expect(section.textContent).not.toMatch(/footrule|spearman/i);
  });

  it.each(LANGUAGE_CODES.filter((lang) => lang !== 'en'))(
    'shows the section translated in %s',
    async (lang) => {
      await renderRoute(<AboutPrepwellPage />, '/about-prepwell');
      await screen.findByRole('region', { name: 'How Prep Checks are scored' });
      await i18n.changeLanguage(lang);
      const title = i18n.t('pages:aboutPrepwell.scoring.title');
      expect(title).not.toBe('How Prep Checks are scored');
      const section = await screen.findByRole('region', { name: title });
      const lists = within(section).getAllByRole('list');
      expect(lists.map((list) => within(list).getAllByRole('listitem').length)).toEqual([3, 6]);
      expect(section.textContent).not.toMatch(/aboutPrepwell\.|scoring\./);
      expect(section.textContent).toMatch(/40\s?%/);
      expect(section.textContent).toMatch(/75\s?%/);
    },
  );
});
