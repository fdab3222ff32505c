import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeedbackButton } from '../feedback-button';
import { clientConfig, mockFetch, renderRoute } from '../../../test/render';

const config = (feedbackUrl: string | null) => clientConfig({ feedbackUrl });

describe('FeedbackButton', () => {
  it('opens our feedback form for its kind', async () => {
    mockFetch({ '/public/config': config(null) });
    await renderRoute(<FeedbackButton kind="request-hazard">Request a Hazard</FeedbackButton>);
    expect(await screen.findByRole('link', { name: 'Request a Hazard' })).toHaveAttribute(
      'href',
      '/feedback?kind=request-hazard',
    );
  });

  it('opens FEEDBACK_URL in a new tab when it is configured', async () => {
    mockFetch({ '/public/config': config('https://forms.example/prepwell') });
    await renderRoute(<FeedbackButton kind="report-issue">Report</FeedbackButton>);
    await expect
      .poll(() => screen.getByRole('link', { name: 'Report' }).getAttribute('href'))
      .toBe('https://forms.example/prepwell');
    expect(screen.getByRole('link', { name: 'Report' })).toHaveAttribute('target', '_blank');
  });
});
