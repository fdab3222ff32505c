import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShowcasePage } from '../showcase-page';
import { mockFetch, renderRoute } from '../../../../test/render';

describe('showcase', () => {
  it('lists interface components with sample data', async () => {
    mockFetch({});
    await renderRoute(<ShowcasePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Component Showcase' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sample button' }));
    expect(await screen.findByText('Sample message', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Someone is not breathing' })).toBeInTheDocument();
  });

  it('is not a route of the normal build', async () => {
    mockFetch({});
    const { router } = await renderRoute('app', '/showcase');
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });
});
