import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type SubmissionSave, type SubmissionSaved } from '@prepwell/contract';
import { apiRequest } from '../../../lib/api-client';
import { MY_DATA_KEY } from '../../../lib/query-client';
import type { AutosaveQueue, SubmissionDraft } from '../lib/autosave-queue';

/**
 * `POST` / `PUT /public/prep-check-submissions`: the whole submission saved. POST creates (or
 * updates the user's draft), PUT updates by id. The questionnaire's autosave queue sends every
 * save through this, in order and retried (lib/autosave-queue.ts).
 */
export function saveSubmission(submission: SubmissionSave): Promise<SubmissionSaved> {
  return apiRequest<SubmissionSaved>(API_PATHS.prepCheckSubmissions, {
    method: submission.id === undefined ? 'POST' : 'PUT',
    body: submission,
  });
}

/**
 * Done: the submission is stored through the questionnaire's autosave queue, after every save
 * waiting there and retried as they are (so it never fails: nothing answered is lost), and then
 * everything that is the user's own (MY_DATA_KEY) is refreshed, since a submission changes the
 * results, the landing's cards and My Emergency Items alike. `isPending` stays true while a
 * failing save is retried.
 */
export function useSubmitPrepCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      queue,
      submission,
    }: {
      queue: AutosaveQueue;
      submission: Omit<SubmissionDraft, 'status'>;
    }) => {
      queue.change({ ...submission, status: 'SUBMITTED' });
      await queue.flush();
    },
    onSuccess: () => client.invalidateQueries({ queryKey: MY_DATA_KEY }),
  });
}
