import type { PrepCheckResult, Rating } from '@prepwell/contract';
import type { CatalogCheck, PrepCheckCatalog, PrepCheckWire } from './catalog.js';
import type { ResponseRow, SubmissionRow } from './repository.js';

/**
 * A submitted submission as the results screen reads it: what it scored and earned when it was
 * submitted, and per question (when `answers` are given) its rating and that rating's texts. A
 * question left unanswered scored 0 and reads as LOW.
 */
export function resultOf(
  catalog: PrepCheckCatalog,
  wire: PrepCheckWire,
  check: CatalogCheck,
  row: SubmissionRow,
  answers: readonly ResponseRow[] | null,
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
    };
  });
  return result;
}
