import { PLAN_FACT_SECTIONS } from '@prepwell/contract';
import type { PrepCheckFile, Question } from '../schema/prep-check.js';
import {
  findDuplicateIds,
  findIdOutsideRange,
  findMissingIcon,
  type IconSet,
  type PackProblem,
} from './common.js';

/**
 * The scoring model's rules for one question (ARCHITECTURE: "Prep Check scoring"): ranking
 * weights distinct and 0–1; grid options each with a best_stage and weights 0–1; a checkbox
 * question with at least one helpful option; a linked question is Checkboxes and each helpful
 * option names its emergency item; a question linked to the plan is Checkboxes, only its helpful
 * options name plan facts, at least one does, and each option's facts are in one section.
 */
export function checkQuestionScoring(question: Question, where: string): PackProblem[] {
  const problems: PackProblem[] = [];
  const weights = question.options.map((o) => o.weight);
  switch (question.question_type) {
    case 'OneD_Ordered_List':
      if (new Set(weights).size !== weights.length || weights.some((w) => w < 0)) {
        problems.push({ file: where, message: 'ranking weights must be distinct and between 0 and 1' });
      }
      break;
    case 'TwoD_Grid_Placement':
      if (question.options.some((o) => !o.best_stage)) {
        problems.push({ file: where, message: 'every grid option needs a best_stage' });
      }
      if (weights.some((w) => w < 0)) problems.push({ file: where, message: 'grid weights are 0 to 1' });
      break;
    case 'Checkboxes':
      if (!weights.some((w) => w > 0)) {
        problems.push({
          file: where,
          message: 'a checkbox question needs at least one helpful (positive) option',
        });
      }
      break;
  }
  if (question.link_to_emergency_items) {
    if (question.question_type !== 'Checkboxes') {
      problems.push({ file: where, message: 'link_to_emergency_items questions are Checkboxes' });
    }
    if (question.options.some((o) => o.weight > 0 && o.emergency_item_id === undefined)) {
      problems.push({
        file: where,
        message: 'each helpful option of a linked question names its emergency_item_id',
      });
    }
  }
  problems.push(...checkPlanLink(question, where));
  return problems;
}

function checkPlanLink(question: Question, where: string): PackProblem[] {
  const problems: PackProblem[] = [];
  const linked = question.options.filter((o) => o.plan_facts !== undefined);
  if (!question.link_to_plan) {
    if (linked.length > 0)
      problems.push({ file: where, message: 'plan_facts need link_to_plan on the question' });
    return problems;
  }
  if (question.question_type !== 'Checkboxes') {
    problems.push({ file: where, message: 'link_to_plan questions are Checkboxes' });
  }
  if (linked.length === 0)
    problems.push({ file: where, message: 'a link_to_plan question names plan_facts' });
  for (const option of linked) {
    if (option.weight <= 0) {
      problems.push({ file: where, message: `option ${option.id}: only a helpful option names plan_facts` });
    }
    if (new Set(option.plan_facts?.map((fact) => PLAN_FACT_SECTIONS[fact])).size > 1) {
      problems.push({
        file: where,
        message: `option ${option.id}: its plan_facts are in more than one section`,
      });
    }
  }
  return problems;
}

/** One question: icon, option ids in the question's range and unique, linked items that exist. */
function checkQuestion(
  question: Question,
  where: string,
  itemIds: ReadonlySet<number>,
  icons: IconSet,
): PackProblem[] {
  const problems = [
    ...findMissingIcon(icons, 'questions', question.icon, where),
    ...findDuplicateIds(
      'option',
      question.options.map((o) => o.id),
      where,
    ),
  ];
  for (const option of question.options) {
    problems.push(...findIdOutsideRange('option', option.id, question.id, where));
    if (option.emergency_item_id !== undefined && !itemIds.has(option.emergency_item_id)) {
      problems.push({ file: where, message: `emergency item ${option.emergency_item_id} does not exist` });
    }
  }
  return [...problems, ...checkQuestionScoring(question, where)];
}

/** Prep Checks: unique ids, an existing hazard, icons, a mix of question types, sound questions. */
export function checkPrepChecks(
  prepChecks: readonly PrepCheckFile[],
  hazardIds: ReadonlySet<number>,
  itemIds: ReadonlySet<number>,
  icons: IconSet,
): PackProblem[] {
  const problems = [
    ...findDuplicateIds(
      'prep check',
      prepChecks.map((p) => p.id),
      'prep-checks',
    ),
    ...findDuplicateIds(
      'question',
      prepChecks.flatMap((p) => p.questions.map((q) => q.id)),
      'prep-checks',
    ),
  ];
  for (const prepCheck of prepChecks) {
    const file = `prep-checks/${prepCheck.slug}.yaml`;
    if (!hazardIds.has(prepCheck.hazard_id)) {
      problems.push({ file, message: `hazard ${prepCheck.hazard_id} does not exist` });
    }
    problems.push(
      ...findMissingIcon(icons, 'prep-checks', prepCheck.light_icon, file),
      ...findMissingIcon(icons, 'prep-checks', prepCheck.dark_icon, file),
    );
    if (new Set(prepCheck.questions.map((q) => q.question_type)).size < 2) {
      problems.push({ file, message: 'mix at least two question types' });
    }
    for (const question of prepCheck.questions) {
      const where = `${file} question ${question.id}`;
      problems.push(
        ...findIdOutsideRange('question', question.id, prepCheck.id, where),
        ...checkQuestion(question, where, itemIds, icons),
      );
    }
  }
  return problems;
}
