import { slotsPerStage, type SubmittedResponse, type UserAnswer } from '@prepwell/contract';
import type { ErrorDetail } from '../../lib/app-error.js';
import type { CatalogCheck, CatalogQuestion } from './catalog.js';

/**
 * What is wrong with a submission's answers, checked against its Prep Check: each question once
 * and of this check; each answer of the question's type, naming one of its options once
 * (`answer_id` equal to `answer.id`); ranking orders 1..n without two alike; grid positions within
 * their column's slots without two in one slot; checkboxes only ever `checked: true` (the schema
 * sees to that). Empty when all is well.
 */
export function answerProblems(check: CatalogCheck, responses: readonly SubmittedResponse[]): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const seen = new Set<number>();
  responses.forEach((response, r) => {
    const where = `submitted_responses.${r}`;
    const question = check.questions.find((q) => q.id === response.question_id);
    if (!question) {
      problems.push({
        path: `${where}.question_id`,
        message: `Question ${response.question_id} is not a question of Prep Check ${check.id}.`,
      });
      return;
    }
    if (seen.has(question.id)) {
      problems.push({ path: `${where}.question_id`, message: `Question ${question.id} is answered twice.` });
      return;
    }
    seen.add(question.id);
    problems.push(...questionProblems(question, response.user_answer, `${where}.user_answer`));
  });
  return problems;
}

const SHAPE: Record<CatalogQuestion['questionType'], { key: string; says: string }> = {
  OneD_Ordered_List: { key: 'order', says: 'an order (ranking question)' },
  TwoD_Grid_Placement: { key: 'placement', says: 'a placement (grid question)' },
  Checkboxes: { key: 'checked', says: 'checked: true (checkbox question)' },
};

function questionProblems(
  question: CatalogQuestion,
  answers: readonly UserAnswer[],
  where: string,
): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const shape = SHAPE[question.questionType];
  const optionIds = new Set(question.options.map((o) => o.id));
  const usedOptions = new Set<number>();
  const usedSlots = new Set<string>();
  const slots = slotsPerStage(question.options.map((o) => ({ best_stage: o.bestStage })));
  answers.forEach((answer, a) => {
    const at = `${where}.${a}`;
    const option = answer.answer.id;
    if (!(shape.key in answer.answer)) {
      problems.push({
        path: `${at}.answer`,
        message: `Answers to question ${question.id} carry ${shape.says}.`,
      });
      return;
    }
    if (answer.answer_id !== option) {
      problems.push({
        path: `${at}.answer_id`,
        message: `answer_id ${answer.answer_id} differs from answer.id ${option}.`,
      });
      return;
    }
    if (!optionIds.has(option)) {
      problems.push({
        path: `${at}.answer.id`,
        message: `Option ${option} is not an option of question ${question.id}.`,
      });
      return;
    }
    if (usedOptions.has(option)) {
      problems.push({ path: `${at}.answer.id`, message: `Option ${option} is answered twice.` });
      return;
    }
    usedOptions.add(option);
    if ('order' in answer.answer) {
      const { order } = answer.answer;
      if (order > question.options.length) {
        problems.push({
          path: `${at}.answer.order`,
          message: `Order ${order} is past the last of question ${question.id}'s ${question.options.length} places.`,
        });
      } else if (usedSlots.has(String(order))) {
        problems.push({ path: `${at}.answer.order`, message: `Two options have order ${order}.` });
      }
      usedSlots.add(String(order));
    } else if ('placement' in answer.answer) {
      const { stage, position } = answer.answer.placement;
      if (position > slots[stage]) {
        problems.push({
          path: `${at}.answer.placement.position`,
          message: `Position ${position} is past the ${slots[stage]} slots of column ${stage}.`,
        });
      } else if (usedSlots.has(`${stage}:${position}`)) {
        problems.push({
          path: `${at}.answer.placement`,
          message: `Two options are placed in ${stage} slot ${position}.`,
        });
      }
      usedSlots.add(`${stage}:${position}`);
    }
  });
  return problems;
}
