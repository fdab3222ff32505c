import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommunitySponsor } from '@prepwell/contract';
import { ApiError } from '../../../lib/api-client';
import { clientConfig, mockFetch, renderRoute } from '../../../../test/render';
import { CommunitySponsors, SPONSOR_RESIZE_DEBOUNCE_MS } from '../components/community-sponsors';

const sponsor = (id: number, over: Partial<CommunitySponsor> = {}): CommunitySponsor => ({
  id,
  name: { en: `Sponsor ${id}` },
  logo: { src: `/public/icons/local/s${id}.svg`, alt: { en: `Sponsor ${id} logo` } },
  message: { en: `A long message from sponsor ${id}.` },
  link: `https://s${id}.example.org/`,
  extra_links: [],
  links: [],
  geo: false,
  ...over,
});

/** jsdom lays nothing out: the message's heights are what a browser would measure. */
function measure(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

const show = (props: Partial<Parameters<typeof CommunitySponsors>[0]> = {}) => {
  mockFetch({ '/public/config': clientConfig({ links: { communitySponsors: 'https://example.org/cs' } }) });
  return renderRoute(
    <CommunitySponsors
      hazardId={1}
      lang="en"
      sponsors={[sponsor(1, { geo: true }), sponsor(2)]}
      error={null}
      expanded
      onToggle={() => undefined}
      {...props}
    />,
  );
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the Community Sponsors block', () => {
  it('says "Based on Your Location" on the area\'s sponsor only, and links the sponsors page', async () => {
    measure(20, 20);
    await show();
    const [geo, other] = await screen.findAllByRole('article');
    expect(geo).toHaveTextContent('Based on Your Location');
    expect(other).not.toHaveTextContent('Based on Your Location');
    expect(await screen.findByRole('link', { name: 'About community sponsors' })).toHaveAttribute(
      'href',
      'https://example.org/cs',
    );
  });

  it('offers "Read more" only when the clamped message hides text, checking again 50 ms after a resize', async () => {
    measure(20, 20);
    await show({ sponsors: [sponsor(1)] });
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();

    // The window narrows: the message now overflows its two lines.
    vi.useFakeTimers();
    measure(60, 40);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(SPONSOR_RESIZE_DEBOUNCE_MS - 1);
    });
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    act(() => more.click());
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('tells a failed connection from any other failure', async () => {
    measure(20, 20);
    const first = await show({ sponsors: undefined, error: new TypeError('Failed to fetch') });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to get community sponsors. Please check your internet connection and try again.',
    );
    first.unmount();
    await show({ sponsors: undefined, error: new ApiError('INTERNAL', 'x') });
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown API error');
  });
});
