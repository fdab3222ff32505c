import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FeedbackPage } from '../feedback-page';
import { mockFetch, renderRoute } from '../../../../test/render';

describe('feedback form', () => {
  it('asks for a message, then sends the request', async () => {
    const calls = mockFetch({ '/public/feedback': { id: 7 } });
    await renderRoute(<FeedbackPage />, '/feedback?kind=request-hazard');
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please write a message.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/public/feedback')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: /Your message/ }), 'Please add sinkholes.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you. Your message has been sent.')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/public/feedback');
    expect(JSON.parse(String(sent?.init?.body))).toMatchObject({
      kind: 'request-hazard',
      message: 'Please add sinkholes.',
    });
    expect(sent?.init?.credentials).toBe('include');
  });

  it('explains a rate limit', async () => {
    mockFetch({
      '/public/feedback': new Response(
        JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'slow down' } }),
        {
          status: 429,
        },
      ),
    });
    await renderRoute(<FeedbackPage />, '/feedback');
    await userEvent.type(await screen.findByRole('textbox', { name: /Your message/ }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/You have sent several messages/)).toBeInTheDocument();
  });
});
