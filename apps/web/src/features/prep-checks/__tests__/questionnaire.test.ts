import { describe, expect, it } from 'vitest';
import { checked } from '@prepwell/contract/testing';
import {
  prepCheckTitle,
  resumeIndex,
  shuffled,
  startingResponses,
  unansweredCount,
  withAnswers,
  withEntry,
} from '../lib/questionnaire';

const questions = [
  { id: 1, link_to_emergency_items: true, link_to_plan: false },
  { id: 2, link_to_emergency_items: false, link_to_plan: false },
  { id: 3, link_to_emergency_items: true, link_to_plan: false },
  { id: 4, link_to_emergency_items: false, link_to_plan: true },
];
const prefill = [
  { question_id: 1, option_ids: [11] },
  { question_id: 3, option_ids: [31, 32] },
  { question_id: 4, option_ids: [41] },
];

describe('the questionnaire title', () => {
  const english = (title: string) => `${title} Prep Check`;
  const spanish = (title: string) => `Chequeo de preparación: ${title}`;
  it('gets the suffix unless it already says Prep Check, in English or the reader’s language', () => {
    expect(prepCheckTitle('Flood Readiness', english)).toBe('Flood Readiness Prep Check');
    expect(prepCheckTitle('Home Fire Prep Check', english)).toBe('Home Fire Prep Check');
    expect(prepCheckTitle('Inundaciones', spanish)).toBe('Chequeo de preparación: Inundaciones');
    expect(prepCheckTitle('Chequeo de preparación para terremotos', spanish)).toBe(
      'Chequeo de preparación para terremotos',
    );
  });
});

describe('navigation and answer entries', () => {
  it('continues a draft at the furthest question it has an entry for', () => {
    expect(resumeIndex(questions, [])).toBe(0);
    expect(resumeIndex(questions, [{ question_id: 1, user_answer: [] }])).toBe(0);
    expect(
      resumeIndex(questions, [
        { question_id: 1, user_answer: [checked(11)] },
        { question_id: 3, user_answer: [] },
        { question_id: 2, user_answer: [] },
      ]),
    ).toBe(2);
  });

  it('creates a missing entry, pre-filled from My Emergency Items or Plan only for a linked question', () => {
    expect(withEntry([], questions[2]!, prefill)).toEqual([
      { question_id: 3, user_answer: [checked(31), checked(32)] },
    ]);
    expect(withEntry([], questions[3]!, prefill)).toEqual([{ question_id: 4, user_answer: [checked(41)] }]);
    expect(withEntry([], questions[1]!, prefill)).toEqual([{ question_id: 2, user_answer: [] }]);
    // An entry that exists (even emptied by the user) is left alone.
    expect(withEntry([{ question_id: 3, user_answer: [] }], questions[2]!, prefill)).toBeNull();
  });

  it('pre-fills a new draft’s first question, never a saved draft’s', () => {
    const fresh = { id: null, submitted_responses: [{ question_id: 1, user_answer: [] }], prefill };
    expect(startingResponses(questions, fresh)).toEqual([{ question_id: 1, user_answer: [checked(11)] }]);
    const saved = { ...fresh, id: 7 };
    expect(startingResponses(questions, saved)).toEqual([{ question_id: 1, user_answer: [] }]);
  });

  it('replaces one question’s answers and counts the unanswered ones', () => {
    const responses = withAnswers([{ question_id: 1, user_answer: [] }], 2, [checked(21)]);
    expect(responses).toEqual([
      { question_id: 1, user_answer: [] },
      { question_id: 2, user_answer: [checked(21)] },
    ]);
    expect(unansweredCount(questions, responses)).toBe(3);
    expect(unansweredCount(questions, withAnswers(responses, 1, [checked(11)]))).toBe(2);
  });
});

describe('shuffling', () => {
  it('keeps every option once, in an order the random source decides', () => {
    const items = [1, 2, 3, 4, 5];
    expect(shuffled(items, () => 0)).toEqual([2, 3, 4, 5, 1]);
    expect([...shuffled(items)].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });
});
