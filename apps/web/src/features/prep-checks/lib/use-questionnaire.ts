import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PrepCheck, Submission, SubmittedResponse, UserAnswer } from '@prepwell/contract';
import { getDraft } from '../api/get-draft';
import { prepCheckKeys } from '../api/query-keys';
import { saveSubmission, useSubmitPrepCheck } from '../api/save-submission';
import { AutosaveQueue, type AutosaveStatus } from './autosave-queue';
import { resumeIndex, startingResponses, withAnswers, withEntry } from './questionnaire';

/** Which message a failed save shows (spec §8): creating, updating, or submitting. */
export type SaveFailure = 'create' | 'update' | 'submit';

interface Options {
  check: PrepCheck;
  draft: Submission;
  /** Called once each time saving starts failing (not again for each retry). */
  onSaveFailed: (failure: SaveFailure) => void;
}

/**
 * The questionnaire's state: the answers, the question shown, and the autosave behind them
 * (spec §4). Every change sends the whole submission through one queue, so saves go in order
 * and a failed one is retried; Done submits through the same queue, after what is waiting.
 */
export function useQuestionnaire({ check, draft, onSaveFailed }: Options) {
  const [responses, setResponses] = useState<SubmittedResponse[]>(() =>
    startingResponses(check.questions, draft),
  );
  const [index, setIndex] = useState(() => resumeIndex(check.questions, draft.submitted_responses));
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const client = useQueryClient();
  const submission = useSubmitPrepCheck();
  const responsesRef = useRef(responses);
  const submittingRef = useRef(false);
  const failedRef = useRef(onSaveFailed);
  useEffect(() => {
    failedRef.current = onSaveFailed;
  }, [onSaveFailed]);

  // Made on the first save (never during render): one queue for the questionnaire's life.
  const queueRef = useRef<AutosaveQueue | null>(null);
  const queue = useCallback(() => {
    if (queueRef.current) return queueRef.current;
    let failing = false;
    const created: AutosaveQueue = new AutosaveQueue({
      id: draft.id ?? undefined,
      revision: draft.revision,
      save: saveSubmission,
      onStatus: (next) => {
        setStatus(next);
        // The landing's card follows the draft (In progress, Continue, how much is answered).
        if (next === 'saved') void client.invalidateQueries({ queryKey: prepCheckKeys.overviews });
        if (next === 'error' && !failing) {
          failedRef.current(
            submittingRef.current ? 'submit' : created.submissionId === undefined ? 'create' : 'update',
          );
        }
        failing = next === 'error' || (failing && next === 'saving');
      },
      storedRevision: async () => {
        const stored = await getDraft(check.id);
        return stored.id !== null && stored.status === 'DRAFT' ? stored.revision : null;
      },
    });
    queueRef.current = created;
    return created;
  }, [check.id, draft.id, draft.revision, client]);

  const save = useCallback(
    (next: SubmittedResponse[]) => {
      responsesRef.current = next;
      setResponses(next);
      queue().change({ prep_check_id: check.id, status: 'DRAFT', submitted_responses: next });
    },
    [check.id, queue],
  );

  const change = useCallback(
    (questionId: number, answers: readonly UserAnswer[]) =>
      save(withAnswers(responsesRef.current, questionId, answers)),
    [save],
  );

  const go = useCallback(
    (to: number) => {
      const bounded = Math.max(0, Math.min(check.questions.length - 1, to));
      const question = check.questions[bounded];
      if (!question) return;
      const entered = withEntry(responsesRef.current, question, draft.prefill);
      if (entered) save(entered);
      setIndex(bounded);
    },
    [check.questions, draft.prefill, save],
  );

  /**
   * Done: submits after every waiting save; resolves once stored (retrying as autosave does) and
   * the user's data is refreshed (api/save-submission.ts).
   */
  const { mutateAsync: submitThrough } = submission;
  const submit = useCallback(async () => {
    submittingRef.current = true;
    await submitThrough({
      queue: queue(),
      submission: { prep_check_id: check.id, submitted_responses: responsesRef.current },
    });
  }, [check.id, queue, submitThrough]);
  // Stays true once stored: the screen is left for the Complete page.
  const submitting = submission.isPending || submission.isSuccess;

  // Leaving with a save not stored yet: the browser asks first.
  const unsaved = status === 'saving' || status === 'error';
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return { responses, index, go, change, status, submit, submitting };
}
