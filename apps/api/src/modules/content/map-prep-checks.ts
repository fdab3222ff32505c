import type { PrepCheckFile } from '@prepwell/content';
import type { options, prepChecks, QuestionResults, questions } from '../../db/schema.js';
import { appLanguages, iconPath, pickLocalized } from './localize.js';

export type PrepCheckRow = typeof prepChecks.$inferInsert;
export type QuestionRow = typeof questions.$inferInsert;
export type OptionRow = typeof options.$inferInsert;

/** A Prep Check's own row (its questions and options are mapped below). */
export function mapPrepCheck(check: PrepCheckFile): PrepCheckRow {
  return {
    id: check.id,
    slug: check.slug,
    hazardId: check.hazard_id,
    scope: check.scope,
    filters: check.filters,
    lightIcon: iconPath('prep-checks', check.light_icon),
    darkIcon: iconPath('prep-checks', check.dark_icon),
    title: pickLocalized(check.text_by_language, (t) => t.title),
    iconAlt: pickLocalized(check.text_by_language, (t) => t.icon_alt),
    machineTranslated: appLanguages(check.machine_translated),
  };
}

/** A Prep Check's questions, `position` in file order. */
export function mapQuestions(check: PrepCheckFile): QuestionRow[] {
  return check.questions.map((question, position) => {
    const texts = question.text_by_language;
    return {
      id: question.id,
      prepCheckId: check.id,
      position,
      questionType: question.question_type,
      aspect: question.aspect,
      icon: iconPath('questions', question.icon),
      linkToEmergencyItems: question.link_to_emergency_items,
      linkToPlan: question.link_to_plan,
      name: pickLocalized(texts, (t) => t.name),
      question: pickLocalized(texts, (t) => t.question),
      instructions: pickLocalized(texts, (t) => t.instructions),
      explainerText: pickLocalized(texts, (t) => t.explainer_text),
      results: pickLocalized(texts, (t) => t.results) satisfies QuestionResults,
    };
  });
}

/** The answer options of a Prep Check's questions, `position` in file order per question. */
export function mapOptions(check: PrepCheckFile): OptionRow[] {
  return check.questions.flatMap((question) =>
    question.options.map((option, position) => ({
      id: option.id,
      questionId: question.id,
      position,
      weight: option.weight,
      bestStage: option.best_stage ?? null,
      emergencyItemId: option.emergency_item_id ?? null,
      planFacts: option.plan_facts ?? [],
      text: pickLocalized(option.text_by_language, (t) => t.text),
      explainerText: pickLocalized(option.text_by_language, (t) => t.explainer_text),
    })),
  );
}
