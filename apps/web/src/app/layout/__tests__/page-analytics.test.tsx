import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@prepwell/contract';
import { clientConfig, mockFetch, renderRoute } from '../../../../test/render';

describe('the shell’s analytics events', () => {
  it('logs OPEN_APP once, then OPEN_PAGE per route change with the path only and the language', async () => {
    const calls = mockFetch({
      '/public/config': clientConfig(),
      [API_PATHS.analyticsLog]: new Response(null, { status: 204 }),
    });
    const events = () =>
      calls
        .filter((call) => call.url === API_PATHS.analyticsLog)
        .map(
          (call) => JSON.parse(String(call.init?.body)) as { event_type: string; event_properties?: unknown },
        )
        .map((body) => [body.event_type, body.event_properties]);

    const { router } = await renderRoute('app', '/?lat=40.71&lng=-74.01');
    await waitFor(() =>
      expect(events()).toEqual([
        ['OPEN_APP', undefined],
        ['OPEN_PAGE', { page: '/', language: 'en' }],
      ]),
    );

    await act(async () => router.navigate('/hazards?query=my+street'));
    await waitFor(() => expect(events()).toHaveLength(3));
    expect(events()[2]).toEqual(['OPEN_PAGE', { page: '/hazards', language: 'en' }]);
    // The same path again (only the query changed) is not a new page.
    await act(async () => router.navigate('/hazards?query=flood'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events()).toHaveLength(3);
    expect(
      JSON.stringify(calls.filter((call) => call.url === API_PATHS.analyticsLog).map((c) => c.init?.body)),
    ).not.toMatch(/40\.71|street|flood/);
    // Opening the privacy policy, from any link, is also OPEN_PRIVACY_POLICY.
    await act(async () => router.navigate('/privacy'));
    await waitFor(() => expect(events()).toHaveLength(5));
    expect(events()[4]).toEqual(['OPEN_PRIVACY_POLICY', { page: '/privacy', language: 'en' }]);
  });
});
