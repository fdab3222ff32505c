import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  type EmergencyItem,
  type EmergencyItemList,
  type SubmissionSaved,
} from '@prepwell/contract';
import { mockFetch } from '../../../test/render';
import { useEmergencyItems } from '../../features/emergency-items/api/get-emergency-items';
import { saveSubmission, useSubmitPrepCheck } from '../../features/prep-checks/api/save-submission';
import { AutosaveQueue } from '../../features/prep-checks/lib/autosave-queue';
import { createQueryClient } from '../../lib/query-client';

/*
 * Invalidations follow the data (issue 25 §3.2): a Prep Check's submission sets the items its
 * linked questions ask about, so My Emergency Items, another feature, shows the new lists at
 * once. Composed here, where both features may be imported.
 */

const water: EmergencyItem = {
  id: 1,
  name: { en: 'Water' },
  description: { en: 'A gallon a day.' },
  userHasItem: false,
  prep_checks: [],
};

const saved: SubmissionSaved = {
  id: 7,
  prep_check_id: 901,
  status: 'SUBMITTED',
  revision: 1,
  amountDone: 1,
  date_modified: '2026-11-28T12:00:00Z',
};

describe('submitting a Prep Check', () => {
  it('refreshes the My Emergency Items shown, with what the submission stored', async () => {
    const before: EmergencyItemList = { yes: [], no: [water] };
    const answers: Record<string, unknown> = {
      [API_PATHS.emergencyItems]: before,
      [API_PATHS.prepCheckSubmissions]: saved,
    };
    const calls = mockFetch(answers);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({ items: useEmergencyItems('en', true), submit: useSubmitPrepCheck() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.items.data).toEqual(before));

    // The server now says the user has the water the Prep Check asked about.
    const after: EmergencyItemList = { yes: [{ ...water, userHasItem: true }], no: [] };
    answers[API_PATHS.emergencyItems] = after;
    const queue = new AutosaveQueue({
      revision: 0,
      save: saveSubmission,
      onStatus: () => undefined,
      storedRevision: async () => null,
    });
    await act(() =>
      result.current.submit.mutateAsync({
        queue,
        submission: { prep_check_id: 901, submitted_responses: [] },
      }),
    );

    const submitted = calls.find((call) => call.url === API_PATHS.prepCheckSubmissions);
    expect(JSON.parse(String(submitted?.init?.body))).toMatchObject({ status: 'SUBMITTED' });
    await waitFor(() => expect(result.current.items.data).toEqual(after));
    expect(calls.filter((call) => call.url.startsWith(API_PATHS.emergencyItems))).toHaveLength(2);
  });
});
