import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  type PrepCheck,
  type PrepCheckQuestion,
  type PrepCheckSummary,
  type Submission,
  type SubmissionsOverview,
} from '@prepwell/contract';
import { checked, createProfile, ordered, placed } from '@prepwell/contract/testing';
import { clientConfig, mockFetch, renderRoute } from '../../../../test/render';
import { setWidth } from '../../../../test/setup';
import { resetProfileStore } from '../../../lib/auth/profile-store';
import { MY_DATA_KEY } from '../../../lib/query-client';
import { prepCheckKeys } from '../api/query-keys';
import { RetakeButton } from '../components/retake-button';

/*
 * The questionnaire as a person meets it (issue 24 §4): one way on from every question, the place
 * tray on a phone, the unanswered list before submitting, the landing refreshed by a save, Retake
 * as a new attempt, and the welcome's Start.
 */

const text = (en: string) => ({ en });
const option = (id: number, label: string) => ({ id, text: text(label), explainer_text: text('') });
const question = (
  id: number,
  question_type: PrepCheckQuestion['question_type'],
  words: string,
  options: PrepCheckQuestion['options'],
  slots: PrepCheckQuestion['slots'] = null,
): PrepCheckQuestion => ({
  id,
  question_type,
  name: text(words),
  question: text(words),
  instructions: text('Instructions.'),
  explainer_text: text('Why it matters.'),
  icon: { src: '/q.svg' },
  link_to_emergency_items: false,
  link_to_plan: false,
  slots,
  options,
});

const summary: PrepCheckSummary = {
  id: 901,
  title: text('Fixture Readiness'),
  scope: 'INDIVIDUAL',
  hazard_id: 1,
  filters: [],
  light_icon: { src: '/l.svg', alt: text('') },
  dark_icon: { src: '/d.svg', alt: text('') },
  question_count: 3,
};

const check: PrepCheck = {
  ...summary,
  questions: [
    question(101, 'Checkboxes', 'What do you have?', [option(1011, 'Water'), option(1012, 'Radio')]),
    question(102, 'OneD_Ordered_List', 'Put these in order.', [
      option(1021, 'Step 1'),
      option(1022, 'Step 2'),
    ]),
    question(
      103,
      'TwoD_Grid_Placement',
      'When do you do these?',
      [option(1031, 'Action 1'), option(1032, 'Action 2'), option(1033, 'Action 3')],
      { Before: 1, During: 1, After: 1 },
    ),
  ],
};

const newDraft: Submission = {
  id: null,
  prep_check_id: 901,
  status: 'DRAFT',
  revision: 0,
  submitted_responses: [{ question_id: 101, user_answer: [] }],
  amountDone: 0,
  date_modified: null,
  prefill: [],
};

const saved = {
  id: 5,
  prep_check_id: 901,
  status: 'DRAFT',
  revision: 1,
  amountDone: 0.33,
  date_modified: '2024-01-01T00:00:00.000Z',
};

const emptyOverview: SubmissionsOverview = { progress: [], submitted: [] };

/** Every call the questionnaire and the landing make (the more precise paths first: they match first). */
function answers(draft: Submission = newDraft) {
  return {
    '/public/config': clientConfig(),
    [API_PATHS.profile]: createProfile({ tutorials_shown: [...tutorialsSeen] }),
    '/public/prep-checks/901': check,
    [`${API_PATHS.prepChecks}?`]: { prep_checks: [summary] },
    '/public/prep-check-submissions/901': draft,
    '/public/prep-check-submissions?': emptyOverview,
    [API_PATHS.prepCheckSubmissions]: saved,
    [API_PATHS.prepCheckStats]: {
      journeyPhase: text('Phase 1'),
      journeyPhaseIcon: { src: '/p.svg', url: '/p.svg', alt: text('') },
      journeyPhaseSubcopy: text(''),
      numCompleted: 0,
      numTotal: 1,
    },
  };
}

const tutorialsSeen = ['PrepCheckWelcome', 'Checkboxes', 'OneD_Ordered_List', 'TwoD_Grid_Placement'] as const;

async function openQuestionnaire(draft?: Submission) {
  const calls = mockFetch(answers(draft));
  const view = await renderRoute('app', '/prep-checks/901');
  await screen.findByRole('heading', { level: 2, name: 'What do you have?' }, { timeout: 5000 });
  return { calls, ...view };
}

const count = () => screen.getByTestId('question-count');
const nextButtons = () => screen.queryAllByRole('button', { name: /next question/i });
const board = () => screen.getByRole('group', { name: /Put these in order|When do you do these/ });
const poolItem = (name: string) =>
  within(screen.getByRole('region', { name: 'Items to place' })).getByRole('button', { name });
const posts = (calls: { url: string; init?: RequestInit }[]) =>
  calls.filter((call) => call.init?.method === 'POST' || call.init?.method === 'PUT');

beforeEach(() => {
  resetProfileStore({ status: 'signed-in', profile: createProfile({ tutorials_shown: [...tutorialsSeen] }) });
});
afterEach(() => {
  resetProfileStore();
  setWidth(1440);
});

describe('moving on', () => {
  it('every question type ends with one "Next question" button; the last has Done instead', async () => {
    await openQuestionnaire();
    for (const n of [1, 2]) {
      expect(count()).toHaveTextContent(`Question ${n} of 3`);
      // One way on: no arrow at the top, no "Go to Next Question" link.
      expect(nextButtons()).toHaveLength(1);
      expect(screen.queryByRole('button', { name: /go to next question/i })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    }
    expect(count()).toHaveTextContent('Question 3 of 3');
    expect(nextButtons()).toHaveLength(0);
    const done = screen.getByRole('button', { name: 'Done' });
    // Done is the same primary button as Next question, in the same place.
    expect(done).toHaveAttribute('data-testid', 'question-forward');
    expect(done).toHaveClass('MuiButton-contained');
    expect(screen.getByRole('button', { name: 'Previous question' })).toBeInTheDocument();
  });

  it('the grid columns are Prepare, React and Recover', async () => {
    await openQuestionnaire();
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    const headings = within(board()).getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Items to place', 'Prepare', 'React', 'Recover']);
    expect(within(board()).getByRole('button', { name: 'Prepare, place 1, empty' })).toBeInTheDocument();
  });
});

describe('the place tray on a phone', () => {
  async function openGrid() {
    const view = await openQuestionnaire();
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(count()).toHaveTextContent('Question 3 of 3');
    return view;
  }

  it('opens with every place when an item is picked, takes the focus, and Escape gives it back', async () => {
    setWidth(390);
    await openGrid();
    expect(screen.queryByTestId('place-tray')).not.toBeInTheDocument();
    await userEvent.click(poolItem('Action 2'));
    const tray = screen.getByRole('dialog', { name: 'Put “Action 2” in…' });
    expect(tray).toHaveAttribute('data-testid', 'place-tray');
    expect(
      within(tray)
        .getAllByRole('button', { name: /place 1/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Prepare, place 1, empty', 'React, place 1, empty', 'Recover, place 1, empty']);
    await waitFor(() =>
      expect(within(tray).getByRole('button', { name: 'Prepare, place 1, empty' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('place-tray')).not.toBeInTheDocument();
    await waitFor(() => expect(poolItem('Action 2')).toHaveFocus());
    expect(poolItem('Action 2')).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts the item in the place pressed, then the focus goes to the next item to place', async () => {
    setWidth(390);
    const { calls } = await openGrid();
    await userEvent.click(poolItem('Action 2'));
    const tray = screen.getByTestId('place-tray');
    await userEvent.click(within(tray).getByRole('button', { name: 'React, place 1, empty' }));
    expect(screen.queryByTestId('place-tray')).not.toBeInTheDocument();
    expect(within(board()).getByRole('button', { name: 'React, place 1: Action 2' })).toBeInTheDocument();
    // The options are shuffled: the focus is on whichever was listed next to Action 2.
    const pool = screen.getByRole('region', { name: 'Items to place' });
    await waitFor(() => expect(pool).toContainElement(document.activeElement as HTMLElement));
    const next = document.activeElement?.textContent ?? '';
    expect(['Action 1', 'Action 3']).toContain(next);
    await waitFor(() => expect(posts(calls).length).toBeGreaterThan(0));
    const body = JSON.parse(String(posts(calls).at(-1)?.init?.body)) as {
      submitted_responses: { question_id: number; user_answer: unknown[] }[];
    };
    expect(body.submitted_responses.find((r) => r.question_id === 103)?.user_answer).toEqual([
      placed(1032, 'During', 1),
    ]);
    // Cancel puts the next one back.
    await userEvent.click(poolItem(next));
    await userEvent.click(within(screen.getByTestId('place-tray')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('place-tray')).not.toBeInTheDocument();
    await waitFor(() => expect(poolItem(next)).toHaveFocus());
  });

  it('is not there on a wide screen, where the board is beside the items', async () => {
    await openGrid();
    await userEvent.click(poolItem('Action 2'));
    expect(poolItem('Action 2')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByTestId('place-tray')).not.toBeInTheDocument();
  });
});

describe('submitting with questions unanswered', () => {
  it('lists each unanswered question, and one chosen is opened', async () => {
    await openQuestionnaire();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Water' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    const ask = screen.getByRole('dialog', { name: 'Some questions are not answered' });
    const listed = within(ask).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual([
      'Question 2: Put these in order.',
      'Question 3: When do you do these?',
    ]);
    await userEvent.click(within(ask).getByRole('button', { name: 'Question 2: Put these in order.' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(count()).toHaveTextContent('Question 2 of 3');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Put these in order.' })).toHaveFocus(),
    );
  });
});

describe('the landing follows the draft', () => {
  it('a saved answer marks the overview stale, so the card says In progress on the way back', async () => {
    const { queryClient } = await openQuestionnaire();
    act(() => queryClient.setQueryData(prepCheckKeys.overview('en'), emptyOverview));
    expect(queryClient.getQueryState(prepCheckKeys.overview('en'))?.isInvalidated).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Water' }));
    await waitFor(() => expect(screen.getByTestId('autosave-status')).toHaveTextContent('Progress saved!'));
    await waitFor(() =>
      expect(queryClient.getQueryState(prepCheckKeys.overview('en'))?.isInvalidated).toBe(true),
    );
  });
});

describe('submitting', () => {
  it('refreshes the results, the landing and My Emergency Items', async () => {
    const { queryClient, router } = await openQuestionnaire();
    // My Emergency Items' list, as that feature keys it (under the user's data).
    const items = [...MY_DATA_KEY, 'emergency-items', 'en'];
    act(() => {
      queryClient.setQueryData(prepCheckKeys.overview('en'), emptyOverview);
      queryClient.setQueryData(items, { yes: [], no: [] });
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Water' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    const ask = screen.getByRole('dialog', { name: 'Some questions are not answered' });
    await userEvent.click(within(ask).getByRole('button', { name: /Submit anyway/ }));
    await waitFor(() => expect(router.location.pathname).toBe('/prep-checks/901/complete'));
    expect(queryClient.getQueryState(items)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(prepCheckKeys.overview('en'))?.isInvalidated).toBe(true);
  });
});

describe('Retake', () => {
  it('writes an empty draft over the one there is (question 1, nothing answered) and opens it', async () => {
    const current: Submission = {
      ...newDraft,
      id: 7,
      revision: 4,
      submitted_responses: [
        { question_id: 101, user_answer: [checked(1011)] },
        { question_id: 102, user_answer: [ordered(1021, 1)] },
      ],
    };
    const calls = mockFetch(answers(current));
    const { router } = await renderRoute(
      <RetakeButton id={901} from="/prep-checks/901/results" variant="contained" />,
      '/prep-checks/901/results',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Retake' }));
    await waitFor(() => expect(router.location.pathname).toBe('/prep-checks/901'));
    const saves = posts(calls);
    expect(saves).toHaveLength(1);
    expect(JSON.parse(String(saves[0]?.init?.body))).toEqual({
      prep_check_id: 901,
      status: 'DRAFT',
      revision: 5,
      submitted_responses: [{ question_id: 101, user_answer: [] }],
    });
  });
});

describe('the welcome', () => {
  it('Start closes it and starts the Prep Check it leads to', async () => {
    resetProfileStore({ status: 'signed-in', profile: createProfile({ tutorials_shown: [] }) });
    mockFetch(answers());
    const { router } = await renderRoute('app', '/prep-checks');
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Prep Checks' }, { timeout: 5000 });
    // The list is there (behind the modal dialog), so Up Next is known.
    await screen.findByRole('button', { name: 'Start Fixture Readiness', hidden: true });
    await userEvent.click(within(welcome).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(router.location.pathname).toBe('/prep-checks/901'));
    expect(router.location.search).toBe('?from=%2Fprep-checks');
  });
});

describe("the landing's Filter By", () => {
  it('offers each person filter once, by its label, and keeps the Prep Checks for everyone', async () => {
    const kids = { ...summary, id: 902, title: text('Kids Readiness'), filters: ['Kids' as const] };
    const pets = { ...summary, id: 903, title: text('Pet Readiness'), filters: ['Pets' as const] };
    mockFetch({ ...answers(), [`${API_PATHS.prepChecks}?`]: { prep_checks: [summary, kids, pets] } });
    await renderRoute('app', '/prep-checks');
    const list = await screen.findByRole('list', { name: 'Prep Checks' }, { timeout: 5000 });
    const titles = () =>
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
    expect(titles()).toEqual(['Fixture Readiness', 'Kids Readiness', 'Pet Readiness']);
    const filters = screen.getByRole('group', { name: 'Who the Prep Checks are for' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Kids', 'Pets']);
    await userEvent.click(within(filters).getByRole('button', { name: 'Kids' }));
    expect(within(filters).getByRole('button', { name: 'Kids' })).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['Fixture Readiness', 'Kids Readiness']);
    await userEvent.click(within(filters).getByRole('button', { name: 'Reset' }));
    expect(titles()).toEqual(['Fixture Readiness', 'Kids Readiness', 'Pet Readiness']);
  });
});
