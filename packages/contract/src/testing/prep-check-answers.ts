/**
 * Builders of Prep Check answers for tests and benches: one answer per question type, and the
 * answers to the fixture pack's Prep Check 901 that several suites send. Never imported by the
 * apps' own code (only through `@prepwell/contract/testing`, which the apps' sources may not use).
 */
import type { Stage } from '../constants.js';
import type { SubmittedResponse } from '../prep-checks.js';

/** A checkbox answer: the option checked. */
export const checked = (id: number) => ({ answer_id: id, answer: { id, checked: true as const } });

/** A ranking answer: the option at its 1-based place. */
export const ordered = (id: number, order: number) => ({ answer_id: id, answer: { id, order } });

/** A grid answer: the option in a stage's column, at its 1-based slot. */
export const placed = (id: number, stage: Stage, position: number) => ({
  answer_id: id,
  answer: { id, placement: { stage, position } },
});

/*
 * The fixture Prep Check 901 (packages/content/test/fixtures/pack/prep-checks/fixture-check.yaml):
 *   90101 Checkboxes, linked to items: 9010101 (weight 1, item 901), 9010102 (0.5, item 902), 9010103 (−0.5)
 *   90102 ranking: 9010201 (1), 9010202 (0.6), 9010203 (0.3)
 *   90103 grid: 9010301 (1, Before), 9010302 (0.5, Before), 9010303 (1, During), 9010304 (1, After)
 */

/** Every question of the fixture Prep Check 901 answered right: it scores 100%. */
export function perfectFixtureAnswers(): SubmittedResponse[] {
  return [
    { question_id: 90101, user_answer: [checked(9010101), checked(9010102)] },
    { question_id: 90102, user_answer: [ordered(9010201, 1), ordered(9010202, 2), ordered(9010203, 3)] },
    {
      question_id: 90103,
      user_answer: [
        placed(9010301, 'Before', 1),
        placed(9010302, 'Before', 2),
        placed(9010303, 'During', 1),
        placed(9010304, 'After', 1),
      ],
    },
  ];
}

/**
 * Two valid answers of the fixture Prep Check 901, told apart by the options checked: odd
 * revisions check 9010101, even ones 9010101 and 9010102. A test that saves many revisions can
 * then tell from the stored answer which save the server kept.
 */
export function fixtureAnswersAtRevision(revision: number): SubmittedResponse[] {
  return [
    {
      question_id: 90101,
      user_answer: revision % 2 ? [checked(9010101)] : [checked(9010101), checked(9010102)],
    },
  ];
}
