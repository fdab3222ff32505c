import type { Stage, StageSlots, UserAnswer } from '@prepwell/contract';

/*
 * The questionnaire's answer rules (spec prep-checks-items §4, §5), pure: each takes a question's
 * answers and gives the new ones, the same list when the action does nothing. Orders and
 * positions count from 1; a slot outside the question's slots is ignored.
 */

export type RankingAnswer = { answer_id: number; answer: { id: number; order: number } };
export type GridAnswer = {
  answer_id: number;
  answer: { id: number; placement: { stage: Stage; position: number } };
};
export type CheckboxAnswer = { answer_id: number; answer: { id: number; checked: true } };

const ranked = (answers: readonly UserAnswer[]): RankingAnswer[] =>
  answers.filter((a): a is RankingAnswer => 'order' in a.answer);
const placed = (answers: readonly UserAnswer[]): GridAnswer[] =>
  answers.filter((a): a is GridAnswer => 'placement' in a.answer);

const ranking = (id: number, order: number): RankingAnswer => ({ answer_id: id, answer: { id, order } });
const grid = (id: number, stage: Stage, position: number): GridAnswer => ({
  answer_id: id,
  answer: { id, placement: { stage, position } },
});

/** The option in a ranking slot, if any. */
export const rankingAt = (answers: readonly UserAnswer[], order: number) =>
  ranked(answers).find((a) => a.answer.order === order)?.answer.id;

/** The option in a grid slot, if any. */
export const gridAt = (answers: readonly UserAnswer[], stage: Stage, position: number) =>
  placed(answers).find((a) => a.answer.placement.stage === stage && a.answer.placement.position === position)
    ?.answer.id;

/**
 * Put an option in a ranking slot: it leaves its old place; an option already there is replaced
 * (it goes back among the unplaced).
 */
export function rankingPlace(answers: readonly UserAnswer[], option: number, order: number, slots: number) {
  if (!Number.isInteger(order) || order < 1 || order > slots) return answers;
  const rest = ranked(answers).filter((a) => a.answer.id !== option && a.answer.order !== order);
  return [...rest, ranking(option, order)].sort((a, b) => a.answer.order - b.answer.order);
}

/**
 * Move a placed option to where another placed option is: the options between shift by one
 * toward the place it left (a reorder, not a swap).
 */
export function rankingMove(answers: readonly UserAnswer[], option: number, onto: number) {
  const list = ranked(answers);
  const from = list.find((a) => a.answer.id === option)?.answer.order;
  const to = list.find((a) => a.answer.id === onto)?.answer.order;
  if (from === undefined || to === undefined || from === to) return answers;
  return list
    .map((a) => {
      const order = a.answer.order;
      if (a.answer.id === option) return ranking(a.answer.id, to);
      if (from < to && order > from && order <= to) return ranking(a.answer.id, order - 1);
      if (from > to && order >= to && order < from) return ranking(a.answer.id, order + 1);
      return a;
    })
    .sort((a, b) => a.answer.order - b.answer.order);
}

/** Clear a ranking slot: its answer goes, and every later answer moves up one place. */
export function rankingClear(answers: readonly UserAnswer[], order: number) {
  const list = ranked(answers);
  if (!list.some((a) => a.answer.order === order)) return answers;
  return list
    .filter((a) => a.answer.order !== order)
    .map((a) => (a.answer.order > order ? ranking(a.answer.id, a.answer.order - 1) : a));
}

/**
 * Put an option in a grid slot: it leaves its old slot; an option already there is replaced (it
 * goes back among the unplaced).
 */
export function gridPlace(
  answers: readonly UserAnswer[],
  option: number,
  stage: Stage,
  position: number,
  slots: StageSlots,
) {
  if (!Number.isInteger(position) || position < 1 || position > slots[stage]) return answers;
  const rest = placed(answers).filter(
    (a) =>
      a.answer.id !== option &&
      !(a.answer.placement.stage === stage && a.answer.placement.position === position),
  );
  return [...rest, grid(option, stage, position)];
}

/** Two placed grid options trade places. */
export function gridSwap(answers: readonly UserAnswer[], first: number, second: number) {
  const list = placed(answers);
  const a = list.find((x) => x.answer.id === first)?.answer.placement;
  const b = list.find((x) => x.answer.id === second)?.answer.placement;
  if (!a || !b || first === second) return answers;
  return list.map((x) =>
    x.answer.id === first
      ? grid(first, b.stage, b.position)
      : x.answer.id === second
        ? grid(second, a.stage, a.position)
        : x,
  );
}

/** Clear a grid option's answer (it goes back among the unplaced). */
export function gridClear(answers: readonly UserAnswer[], option: number) {
  const list = placed(answers);
  return list.some((a) => a.answer.id === option) ? list.filter((a) => a.answer.id !== option) : answers;
}

/** Check or uncheck a checkbox option (only checked ones have an answer). */
export function checkboxToggle(answers: readonly UserAnswer[], option: number): UserAnswer[] {
  const list = answers.filter((a): a is CheckboxAnswer => 'checked' in a.answer);
  return list.some((a) => a.answer.id === option)
    ? list.filter((a) => a.answer.id !== option)
    : [...list, { answer_id: option, answer: { id: option, checked: true } }];
}

/** Whether every option of a ranking or grid question is placed ("You have placed all of the items!"). */
export const allPlaced = (answers: readonly UserAnswer[], optionCount: number) =>
  optionCount > 0 && answers.length >= optionCount;
