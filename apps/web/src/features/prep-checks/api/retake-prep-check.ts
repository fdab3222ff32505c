import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@prepwell/contract';
import { retakeDraft } from '../lib/questionnaire';
import { getDraft } from './get-draft';
import { prepCheckQueryOptions } from './get-prep-check';
import { prepCheckKeys } from './query-keys';
import { saveSubmission } from './save-submission';

/**
 * Retake (spec §2, ADR 023): a new, empty draft (question 1, nothing answered) written over any
 * draft there is. The submitted result stays (on the card, in results and among the kept
 * submissions) until the new one is submitted. `retake()` resolves with whether it was created;
 * `retaking` stays true after it was (the screen is left for the questionnaire).
 */
export function useRetakePrepCheck(id: number, lang: LanguageCode) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: async () => {
      const [check, current] = await Promise.all([
        client.fetchQuery(prepCheckQueryOptions(id, lang)),
        getDraft(id),
      ]);
      return saveSubmission(retakeDraft(check, current));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: prepCheckKeys.mine }),
  });
  const retake = () =>
    mutation.mutateAsync().then(
      () => true,
      () => false,
    );
  return { retake, retaking: mutation.isPending || mutation.isSuccess };
}
