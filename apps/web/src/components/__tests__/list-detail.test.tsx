import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ListDetail } from '../list-detail';
import { mockFetch, renderRoute } from '../../../test/render';

const items = [
  { id: 'a', title: 'First', detail: <p>First detail</p> },
  { id: 'b', title: 'Second', detail: <p>Second detail</p> },
];

/** Both layouts are in the page and CSS shows one: jsdom, without media queries, shows both. */
async function renderLists() {
  mockFetch({});
  await renderRoute(<ListDetail items={items} label="Things" />);
  const [narrow, wide] = screen.getAllByRole('list', { name: 'Things' }) as [HTMLElement, HTMLElement];
  return { narrow, wide };
}

describe('ListDetail', () => {
  it('opens the first item beside the list on wide screens', async () => {
    const { wide } = await renderLists();
    const panel = wide.nextElementSibling as HTMLElement;
    expect(within(wide).getByRole('button', { name: 'First' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText('First detail')).toBeInTheDocument();
    await userEvent.click(within(wide).getByRole('button', { name: 'Second' }));
    expect(within(wide).getByRole('button', { name: 'Second' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText('Second detail')).toBeInTheDocument();
    expect(within(panel).queryByText('First detail')).not.toBeInTheDocument();
  });

  it('starts closed on small screens, each item a native disclosure that works without JavaScript', async () => {
    const { narrow } = await renderLists();
    const disclosures = [...narrow.querySelectorAll('details')];
    expect(disclosures.map((d) => d.open)).toEqual([false, false]);
    expect(disclosures.map((d) => d.querySelector('summary')?.textContent)).toEqual(['First', 'Second']);
    await userEvent.click(within(narrow).getByText('Second'));
    expect(disclosures.map((d) => d.open)).toEqual([false, true]);
    expect(within(disclosures[1] as HTMLElement).getByText('Second detail')).toBeVisible();
  });
});
