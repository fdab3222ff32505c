import {
  DRAFT_PROGRESS_MAX,
  emptyPlan,
  isHigherPhase,
  journeyPhaseOf,
  planFactHolds,
  ratingOf,
  scorePrepCheck,
  scoreQuestion,
  type Plan,
  type Rating,
  type Submission,
  type SubmissionSave,
  type SubmittedResponse,
} from '@prepwell/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CatalogCheck, JourneyPhaseRow, PrepCheckCatalog } from './catalog.js';
import { answerProblems } from './check-answers.js';
import {
  findDraft,
  findSubmission,
  insertSubmission,
  trimSubmitted,
  updateDraft,
  userSubmissions,
  type SaveFields,
  type SubmissionRow,
} from './repository.js';
import { setUserItems, userItems } from '../../lib/user-emergency-items.js';
import { findPlan } from '../../lib/user-plan.js';

/** Answered questions over all; a draft stops short of 1, which means submitted. */
export function amountDoneOf(
  check: CatalogCheck,
  answers: readonly SubmittedResponse[],
  status: Submission['status'],
) {
  if (status === 'SUBMITTED') return 1;
  if (check.questions.length === 0) return 0;
  const answered = answers.filter((answer) => answer.user_answer.length > 0).length;
  return Math.min(answered / check.questions.length, DRAFT_PROGRESS_MAX);
}

/**
 * Linked questions' options that start checked in a new answer: those whose emergency item the
 * user has, and those whose plan facts the user's plan states (all of them).
 */
export function prefillOf(
  check: CatalogCheck,
  items: ReadonlyMap<number, boolean>,
  plan: Plan,
): Submission['prefill'] {
  return check.questions
    .filter((question) => question.linkToEmergencyItems || question.linkToPlan)
    .map((question) => ({
      question_id: question.id,
      option_ids: question.options
        .filter(
          (option) =>
            (option.emergencyItemId !== null && items.get(option.emergencyItemId) === true) ||
            (option.planFacts.length > 0 && option.planFacts.every((fact) => planFactHolds(plan, fact))),
        )
        .map((option) => option.id),
    }));
}

export function toSubmission(
  row: SubmissionRow,
  answers: SubmittedResponse[],
  prefill: Submission['prefill'] = [],
): Submission {
  return {
    id: row.id,
    prep_check_id: row.prepCheckId,
    status: row.status,
    revision: row.revision,
    submitted_responses: answers,
    amountDone: row.amountDone,
    date_modified: row.updatedAt.toISOString(),
    prefill,
  };
}

/** A draft not saved yet: an empty answer entry for the first question (spec §4). */
export function newDraft(check: CatalogCheck, prefill: Submission['prefill']): Submission {
  const first = check.questions[0];
  return {
    id: null,
    prep_check_id: check.id,
    status: 'DRAFT',
    revision: 0,
    submitted_responses: first ? [{ question_id: first.id, user_answer: [] }] : [],
    amountDone: 0,
    date_modified: null,
    prefill,
  };
}

/**
 * The journey a set of latest scores puts the user in: the phase, how many Prep Checks count and
 * their average. Each Prep Check counts once, with its latest submitted score.
 */
const phaseRules = (catalog: PrepCheckCatalog) =>
  catalog.phases.map((p) => ({
    id: p.id,
    min_completed: p.minCompleted,
    min_average_score: p.minAverageScore,
  }));

export function journeyOf(catalog: PrepCheckCatalog, latestScores: readonly number[]): JourneyPhaseRow {
  const phase = journeyPhaseOf(phaseRules(catalog), latestScores);
  const found = phase ? catalog.phase(phase.id) : catalog.phases[0];
  if (!found) throw new Error('no journey phases in the content');
  return found;
}

/** Score a submission of `check` as it stands, with everything submitting it stores. */
async function scoreSubmission(
  db: Database,
  catalog: PrepCheckCatalog,
  userId: string,
  check: CatalogCheck,
  answers: readonly SubmittedResponse[],
): Promise<NonNullable<SaveFields['scored']>> {
  const byQuestion = new Map(answers.map((answer) => [answer.question_id, answer.user_answer]));
  const questions = new Map<number, { score: number; rating: Rating }>();
  for (const question of check.questions) {
    const score = scoreQuestion(
      {
        question_type: question.questionType,
        options: question.options.map((o) => ({ id: o.id, weight: o.weight, best_stage: o.bestStage })),
      },
      byQuestion.get(question.id) ?? [],
    );
    questions.set(question.id, { score, rating: ratingOf(score) });
  }
  const score = scorePrepCheck([...questions.values()].map((q) => q.score));
  const badge = catalog.badge(ratingOf(score));
  // One read of the user's submissions gives the previous result, the other checks' latest
  // scores and every phase reached before.
  const { latest, all } = await userSubmissions(db, userId);
  const previous = latest.find((row) => row.prepCheckId === check.id);
  const scores = [
    ...latest.filter((row) => row.prepCheckId !== check.id).map((row) => row.score ?? 0),
    score,
  ];
  const phase = journeyOf(catalog, scores);
  // The phase everyone starts in counts as reached: the first rise above it is new.
  const reached = [
    journeyOf(catalog, []).id,
    ...all.flatMap((row) => (row.journeyPhaseId === null ? [] : [row.journeyPhaseId])),
  ];
  const rank = (id: number) => catalog.phases.findIndex((p) => p.id === id);
  const highest = reached.reduce((best, id) => (rank(id) > rank(best) ? id : best));
  return {
    score,
    badgeId: badge.id,
    journeyPhaseId: phase.id,
    newBadge: previous?.badgeId !== badge.id,
    newJourneyPhase: isHigherPhase(phaseRules(catalog), phase.id, highest),
    questions,
  };
}

/** Linked questions' answers decide which of their items the user has (on submitting). */
function itemsAnswered(check: CatalogCheck, answers: readonly SubmittedResponse[]) {
  const entries: { id: number; has: boolean }[] = [];
  for (const question of check.questions.filter((q) => q.linkToEmergencyItems)) {
    const answer = answers.find((a) => a.question_id === question.id);
    const checked = new Set((answer?.user_answer ?? []).map((a) => a.answer.id));
    for (const option of question.options) {
      if (option.emergencyItemId !== null)
        entries.push({ id: option.emergencyItemId, has: checked.has(option.id) });
    }
  }
  return entries;
}

/**
 * Save a submission (POST and PUT): checked against its Prep Check, created as the user's draft
 * or written over it, scored when submitted. `created` says whether a new one was made.
 */
export async function saveSubmission(
  db: Database,
  catalog: PrepCheckCatalog,
  userId: string,
  body: SubmissionSave,
): Promise<{ submission: Submission; created: boolean }> {
  const check = catalog.check(body.prep_check_id);
  if (!check) throw new AppError('NOT_FOUND', `No Prep Check with id ${body.prep_check_id}.`);
  const problems = answerProblems(check, body.submitted_responses);
  if (problems.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      problems[0]?.message ?? 'The answers do not fit the questions.',
      problems,
    );
  }
  // Stored in question order, whatever order they came in.
  const position = new Map(check.questions.map((q, index) => [q.id, index]));
  const answers = body.submitted_responses
    .map((answer) => ({ ...answer, position: position.get(answer.question_id) ?? 0 }))
    .sort((a, b) => a.position - b.position);
  const fields: SaveFields = {
    status: body.status,
    revision: body.revision,
    amountDone: amountDoneOf(check, answers, body.status),
    scored:
      body.status === 'SUBMITTED' ? await scoreSubmission(db, catalog, userId, check, answers) : undefined,
  };

  // The submission, its answers and (when submitted) the linked emergency items are one
  // transaction: a save that fails half-way leaves the draft as it was, and its retry succeeds.
  const written = await db.transaction(async (tx) => {
    const keep = async (row: SubmissionRow | null, created: boolean) => {
      if (row?.status === 'SUBMITTED') {
        await setUserItems(tx, userId, itemsAnswered(check, answers));
        await trimSubmitted(tx, userId, check.id);
      }
      return row ? { row, created } : null;
    };
    if (body.id === undefined) {
      // Without an id, a save (a draft's or a submission) goes to the user's draft when there is
      // one: submitting never leaves that draft behind as a second, unfinished row.
      const draft = await findDraft(tx, userId, check.id);
      if (draft) return keep(await updateDraft(tx, userId, check.id, draft.id, fields, answers), false);
      const inserted = await insertSubmission(tx, userId, check.id, fields, answers);
      if (inserted) return keep(inserted, true);
      // Another save made the draft in the meantime: write over it, as above.
      const raced = await findDraft(tx, userId, check.id);
      if (!raced) throw new AppError('CONFLICT', 'The draft changed while saving; try again.');
      return keep(await updateDraft(tx, userId, check.id, raced.id, fields, answers), false);
    }
    return keep(await updateDraft(tx, userId, check.id, body.id, fields, answers), false);
  });
  if (written) {
    const stored = answers.map(({ question_id, user_answer }) => ({ question_id, user_answer }));
    return { submission: toSubmission(written.row, stored), created: written.created };
  }

  const target = body.id ?? (await findDraft(db, userId, check.id))?.id;
  if (target === undefined) throw new AppError('CONFLICT', 'The draft changed while saving; try again.');
  const stored = await findSubmission(db, userId, target);
  if (!stored) throw new AppError('NOT_FOUND', `You have no submission with id ${target}.`);
  if (stored.prepCheckId !== check.id) {
    throw new AppError('VALIDATION_FAILED', `Submission ${target} is of Prep Check ${stored.prepCheckId}.`, [
      { path: 'prep_check_id', message: `Submission ${target} is of Prep Check ${stored.prepCheckId}.` },
    ]);
  }
  if (stored.status === 'SUBMITTED') {
    throw new AppError(
      'CONFLICT',
      `Submission ${target} is already submitted; start a new draft to retake it.`,
    );
  }
  throw new AppError(
    'CONFLICT',
    `A newer save (revision ${stored.revision}) is stored; revision ${body.revision} was not written.`,
  );
}

/** The user's draft of a Prep Check, or a new one not saved yet, with its pre-fill. */
export async function draftOf(db: Database, userId: string, check: CatalogCheck) {
  const linked = check.questions.some((question) => question.linkToPlan);
  const [draft, items, plan] = await Promise.all([
    findDraft(db, userId, check.id),
    userItems(db, userId),
    linked ? findPlan(db, userId).then((stored) => stored.plan) : null,
  ]);
  return { draft, prefill: prefillOf(check, items, plan ?? emptyPlan()) };
}
