import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TOPICS } from '@prepwell/contract';
import { clientConfig, mockFetch, renderRoute } from '../../../../test/render';
import type { HazardsNavigationState } from '../../../config/paths';
import { CALL_911_ITEMS } from '../call-911-panel';
import { HomePage } from '../home-page';

/** Shows the navigation state the guide would read. */
function StateProbe() {
  const state = useLocation().state as HazardsNavigationState | null;
  return <output aria-label="navigation state">{JSON.stringify(state)}</output>;
}

const renderHome = () => {
  mockFetch({ '/public/config': clientConfig() });
  return renderRoute(
    <>
      <HomePage />
      <StateProbe />
    </>,
    '/',
  );
};

describe('Home', () => {
  it('opens the guide on each of the nine topics', async () => {
    const { router } = await renderHome();
    const section = await screen.findByRole('region', { name: 'Explore by topic' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Transportation',
      'Weather',
      'Trending',
      'First Aid',
      'Mental Health',
      'Land',
      'Water',
      'Air Quality',
      'Home',
    ]);
    expect(links).toHaveLength(TOPICS.length);
    await userEvent.click(within(section).getByRole('link', { name: 'Mental Health' }));
    await waitFor(() => expect(router.location.pathname).toBe('/hazards'));
    expect(screen.getByRole('status', { name: 'navigation state' })).toHaveTextContent(
      JSON.stringify({ topic: 'Mental Health' }),
    );
  });

  it('links each 911 situation to its guide, with a one-tap call to 911', async () => {
    await renderHome();
    // The wide screens' list (CSS shows one of the two; jsdom shows both).
    const [, list] = await screen.findAllByRole('list', { name: 'Situations that need 911' });
    const expected: Record<(typeof CALL_911_ITEMS)[number], [string, string]> = {
      notBreathing: ['Read the Cardiac Arrest and CPR guide', '/hazards/cardiac-arrest-cpr'],
      chestPain: ['Read the Heart Attack guide', '/hazards/heart-attack'],
      stroke: ['Read the Stroke guide', '/hazards/stroke'],
      bleeding: ['Read the Severe Bleeding guide', '/hazards/bleeding'],
      unresponsive: ['Read the Cardiac Arrest and CPR guide', '/hazards/cardiac-arrest-cpr'],
      fire: ['Read the House Fire guide', '/hazards/house-fire'],
      crime: ['Read the Assault guide', '/hazards/assault'],
      injury: ['Read the Head Injury guide', '/hazards/head-injury'],
      poisoning: ['Read the Poisoning guide', '/hazards/poisoning'],
    };
    const buttons = within(list as HTMLElement).getAllByRole('button');
    for (const [index, key] of CALL_911_ITEMS.entries()) {
      await userEvent.click(buttons[index] as HTMLElement);
      const [name, href] = expected[key];
      const panel = (list as HTMLElement).nextElementSibling as HTMLElement;
      expect(within(panel).getByRole('link', { name }), key).toHaveAttribute('href', href);
      expect(within(panel).getByRole('link', { name: 'Call 911' }), key).toHaveAttribute('href', 'tel:911');
    }
    // The small screens' disclosures carry the same call.
    expect(screen.getAllByRole('link', { name: 'Call 911' }).length).toBeGreaterThanOrEqual(10);
  });

  it('keeps its headings in order', async () => {
    await renderHome();
    await screen.findByRole('region', { name: 'Explore by topic' });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    for (const [index, level] of levels.entries()) {
      if (index > 0) expect(level - (levels[index - 1] ?? 0), `heading ${index}`).toBeLessThanOrEqual(1);
    }
  });
});
