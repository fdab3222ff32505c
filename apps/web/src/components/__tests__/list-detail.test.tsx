import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ListDetail } from '../list-detail';
import { mockFetch, renderRoute } from '../../../test/render';
import { setWidth } from '../../../test/setup';

const items = [
  { id: 'a', title: 'First', detail: <p>First detail</p> },
  { id: 'b', title: 'Second', detail: <p>Second detail</p> },
];

describe('ListDetail', () => {
  it('opens the first item beside the list on wide screens', async () => {
    setWidth(1440);
    mockFetch({});
    await renderRoute(<ListDetail items={items} label="Things" />);
    expect(screen.getByRole('button', { name: 'First' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('First detail')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.getByText('Second detail')).toBeInTheDocument();
    expect(screen.queryByText('First detail')).not.toBeInTheDocument();
  });

  it('starts closed on small screens and opens by keyboard', async () => {
    setWidth(390);
    mockFetch({});
    await renderRoute(<ListDetail items={items} label="Things" />);
    expect(screen.queryByText('First detail')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('First detail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First' })).toHaveAttribute('aria-expanded', 'true');
    setWidth(1440);
  });
});
