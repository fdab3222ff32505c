import type {
  PrepCheck,
  PrepCheckQuestion,
  Submission,
  SubmissionSave,
  SubmittedResponse,
  UserAnswer,
} from '@prepwell/contract';

/*
 * The questionnaire's navigation rules (spec prep-checks-items §4 "Submission status"), pure.
 */

/**
 * Spec §2, §9: the title gets " Prep Check" unless it already says so, in English or in the
 * reader's language (`suffixed` is the translated pattern: its words without the title are the term).
 */
export function prepCheckTitle(title: string, suffixed: (title: string) => string) {
  const term = suffixed('')
    .replace(/^[\s:：]+|[\s:：]+$/g, '')
    .toLowerCase();
  const lower = title.toLowerCase();
  return lower.includes('prep check') || (term !== '' && lower.includes(term)) ? title : suffixed(title);
}

/** Where a reopened draft continues: the furthest question it has an answer entry for. */
export function resumeIndex(
  questions: readonly Pick<PrepCheckQuestion, 'id'>[],
  responses: readonly SubmittedResponse[],
) {
  const entered = new Set(responses.map((r) => r.question_id));
  let index = 0;
  questions.forEach((q, i) => {
    if (entered.has(q.id)) index = i;
  });
  return index;
}

/**
 * The responses with an entry for `question` (spec §4: moving to a question without one creates
 * it). A question linked to My Emergency Items starts with the options whose item the user has,
 * checked; one linked to My Emergency Plan with those the plan states. The same list when the entry is there.
 */
export function withEntry(
  responses: readonly SubmittedResponse[],
  question: Pick<PrepCheckQuestion, 'id' | 'link_to_emergency_items' | 'link_to_plan'>,
  prefill: Submission['prefill'],
): SubmittedResponse[] | null {
  if (responses.some((r) => r.question_id === question.id)) return null;
  const optionIds =
    question.link_to_emergency_items || question.link_to_plan
      ? (prefill.find((p) => p.question_id === question.id)?.option_ids ?? [])
      : [];
  const user_answer: UserAnswer[] = optionIds.map((id) => ({ answer_id: id, answer: { id, checked: true } }));
  return [...responses, { question_id: question.id, user_answer }];
}

/** The answers given to a question (none yet: an empty list). */
export const answersOf = (responses: readonly SubmittedResponse[], questionId: number) =>
  responses.find((r) => r.question_id === questionId)?.user_answer ?? [];

/** The responses with `questionId`'s answers replaced (its entry created if missing). */
export function withAnswers(
  responses: readonly SubmittedResponse[],
  questionId: number,
  answers: readonly UserAnswer[],
): SubmittedResponse[] {
  const user_answer = [...answers];
  return responses.some((r) => r.question_id === questionId)
    ? responses.map((r) => (r.question_id === questionId ? { ...r, user_answer } : r))
    : [...responses, { question_id: questionId, user_answer }];
}

/** How many questions have no answer (they score 0: Done asks once before submitting). */
export const unansweredCount = (
  questions: readonly Pick<PrepCheckQuestion, 'id'>[],
  responses: readonly SubmittedResponse[],
) => unansweredQuestions(questions, responses).length;

/** The questions with no answer, each with its place (0-based): Done lists them, each to go to. */
export const unansweredQuestions = <Q extends Pick<PrepCheckQuestion, 'id'>>(
  questions: readonly Q[],
  responses: readonly SubmittedResponse[],
) =>
  questions.flatMap((question, index) =>
    answersOf(responses, question.id).length === 0 ? [{ question, index }] : [],
  );

/**
 * Retake (ADR 023): a new attempt from question 1 with nothing answered. The draft written over
 * any draft there is (`revision` after its own) holds only an empty entry for the first question,
 * not the submitted answers and not the My Emergency Items pre-fill (which the submission itself
 * recorded: it would tick the old answers again). The submitted result stays as it was.
 */
export function retakeDraft(
  check: Pick<PrepCheck, 'id' | 'questions'>,
  current: Pick<Submission, 'revision'>,
): SubmissionSave {
  const first = check.questions[0];
  return {
    prep_check_id: check.id,
    status: 'DRAFT',
    revision: current.revision + 1,
    submitted_responses: first ? [{ question_id: first.id, user_answer: [] }] : [],
  };
}

/** A shuffled copy (spec §4: ranking and grid options are shuffled on load). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * The answers a questionnaire opens with: the draft's, or for a new one (not saved yet) its empty
 * first entry, pre-filled when that question is linked to My Emergency Items.
 */
export function startingResponses(
  questions: readonly Pick<PrepCheckQuestion, 'id' | 'link_to_emergency_items' | 'link_to_plan'>[],
  draft: Pick<Submission, 'id' | 'submitted_responses' | 'prefill'>,
): SubmittedResponse[] {
  const first = questions[0];
  if (draft.id !== null || !first) return [...draft.submitted_responses];
  const others = draft.submitted_responses.filter((r) => r.question_id !== first.id);
  return withEntry([], first, draft.prefill)?.concat(others) ?? [...draft.submitted_responses];
}

/**
 * The areas a result rates Low, in the Prep Check's order: what is missing, the first one to do
 * first (issue 22 §5). Empty when nothing is Low or the result came without its questions.
 */
export function lowAreas<Q extends { component_rating: string }>(questions: readonly Q[] | undefined): Q[] {
  return (questions ?? []).filter((question) => question.component_rating === 'LOW');
}
