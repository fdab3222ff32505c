import {
  PLAN_FACT_SECTIONS,
  PLAN_SECTIONS,
  planFactHolds,
  type Plan,
  type PlanSection,
  type PrepCheckResult,
  type Rating,
} from '@prepwell/contract';
import type { CatalogCheck, CatalogQuestion, PrepCheckCatalog, PrepCheckWire } from './catalog.js';
import type { ResponseRow, SubmissionRow } from './repository.js';

/**
 * A submitted submission as the results screen reads it: what it scored and earned when it was
 * submitted, and per question (when `answers` are given) its rating and that rating's texts. A
 * question left unanswered scored 0 and reads as LOW. A question linked to the plan names the
 * sections of what `plan` (the user's plan now) does not state yet.
 */
export function resultOf(
  catalog: PrepCheckCatalog,
  wire: PrepCheckWire,
  check: CatalogCheck,
  row: SubmissionRow,
  answers: readonly ResponseRow[] | null,
  plan: Plan | null = null,
): PrepCheckResult {
  const badge = (row.badgeId !== null ? catalog.badgeById(row.badgeId) : undefined) ?? catalog.badge('LOW');
  const phase =
    (row.journeyPhaseId !== null ? catalog.phase(row.journeyPhaseId) : undefined) ?? catalog.phases[0];
  if (!phase) throw new Error('no journey phases in the content');
  const journeyPhase = wire.phase(phase);
  const result: PrepCheckResult = {
    prep_check_id: check.id,
    prepCheckTitle: wire.text(check.title),
    lightPrepCheckIcon: { src: check.lightIcon, alt: wire.text(check.iconAlt) },
    dateLastUpdated: (row.submittedAt ?? row.updatedAt).toISOString(),
    score: row.score ?? 0,
    badge: wire.badge(badge),
    badgeName: wire.text(badge.name),
    badgeAwardText: wire.text(badge.awardText),
    newBadge: row.newBadge,
    journeyPhase,
    newJourneyPhase: row.newJourneyPhase ? journeyPhase : null,
    newJourneyPhaseAwardText: row.newJourneyPhase ? journeyPhase.award_text : null,
  };
  if (!answers) return result;
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  result.questions = check.questions.map((question) => {
    const answer = byQuestion.get(question.id);
    const rating: Rating = answer?.rating ?? 'LOW';
    const texts = (pick: 'preview' | 'breakdown') =>
      wire.text(
        Object.fromEntries(
          Object.entries(question.results).flatMap(([lang, byRating]) =>
            byRating ? [[lang, byRating[rating][pick]]] : [],
          ),
        ) as PrepCheckResult['prepCheckTitle'],
      );
    return {
      question_id: question.id,
      question_name: wire.text(question.name),
      question_text: wire.text(question.question),
      question_image: { src: question.icon },
      component_rating: rating,
      score: answer?.score ?? 0,
      result_preview_text: texts('preview'),
      breakdown_text: texts('breakdown'),
      plan_sections: plan ? sectionsToFill(question, plan) : [],
    };
  });
  return result;
}

/** The plan sections, in the plan's order, of a linked question's options the plan lacks. */
function sectionsToFill(question: CatalogQuestion, plan: Plan): PlanSection[] {
  if (!question.linkToPlan) return [];
  const missing = new Set(
    question.options.flatMap((option) =>
      option.planFacts.filter((fact) => !planFactHolds(plan, fact)).map((fact) => PLAN_FACT_SECTIONS[fact]),
    ),
  );
  return PLAN_SECTIONS.filter((section) => missing.has(section));
}
