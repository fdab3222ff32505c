import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API_PATHS, emptyPlan } from '@prepwell/contract';
import type {
  EmergencyItemList,
  PrepCheck,
  PrepCheckListResponse,
  PrepCheckResult,
  PrepCheckStats,
  PrepCheckUpNextResponse,
  Submission,
  SubmissionSave,
  SubmissionsOverview,
} from '@prepwell/contract';
import { checked, ordered, perfectFixtureAnswers, placed } from '@prepwell/contract/testing';
import { responses, submissions, userEmergencyItems, users } from '../src/db/schema.js';
import { createTestApp, signInAs, type TestApp } from './helpers.js';

/*
 * The fixture Prep Check 901 (packages/content/test/fixtures/pack/prep-checks/fixture-check.yaml):
 *   90101 Checkboxes, linked to items: 9010101 (weight 1, item 901), 9010102 (0.5, item 902), 9010103 (−0.5)
 *   90102 ranking: 9010201 (1), 9010202 (0.6), 9010203 (0.3)
 *   90103 grid: 9010301 (1, Before), 9010302 (0.5, Before), 9010303 (1, During), 9010304 (1, After)
 * Journey phases 911 (0 done), 912 (1 done), 913 (3 done, average 0.4), 914 (6, 0.6).
 */
const PERFECT = perfectFixtureAnswers();

describe('Prep Checks API', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof signInAs>>;
  let bob: Awaited<ReturnType<typeof signInAs>>;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signInAs(t.database, { subject: 'alice' });
    bob = await signInAs(t.database, { subject: 'bob' });
  });
  afterAll(async () => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const save = (
    method: 'POST' | 'PUT',
    cookie: string,
    body: Partial<SubmissionSave> & Record<string, unknown>,
  ) => t.app.inject({ method, url: '/public/prep-check-submissions', headers: { cookie }, payload: body });
  const ok = async <T>(url: string, cookie?: string) => {
    const res = await get(url, cookie);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  };

  describe('the Prep Checks themselves (public)', () => {
    it('lists them in order, in English and the language asked for', async () => {
      const { prep_checks } = await ok<PrepCheckListResponse>('/public/prep-checks?lang=es');
      expect(prep_checks.map((c) => c.id)).toEqual([901, 902, 903]);
      expect(prep_checks[0]).toMatchObject({
        title: { en: 'Fixture Readiness' },
        hazard_id: 901,
        scope: 'INDIVIDUAL',
        filters: ['Kids'],
        question_count: 3,
        light_icon: { src: expect.stringMatching(/fixture-light\.svg$/) },
      });
      const byHazard = await ok<PrepCheckListResponse>('/public/prep-checks-by-hazard/904');
      expect(byHazard.prep_checks.map((c) => c.id)).toEqual([903]);
      expect((await get('/public/prep-checks-by-hazard/999')).statusCode).toBe(404);
    });

    it('answers one with its questions, grid slots per column, and no answer key', async () => {
      const res = await get('/public/prep-checks/901');
      const check = res.json<PrepCheck>();
      expect(check.questions.map((q) => [q.id, q.question_type])).toEqual([
        [90101, 'Checkboxes'],
        [90102, 'OneD_Ordered_List'],
        [90103, 'TwoD_Grid_Placement'],
      ]);
      expect(check.questions[2]?.slots).toEqual({ Before: 2, During: 1, After: 1 });
      expect(check.questions[0]?.slots).toBeNull();
      expect(check.questions[0]?.link_to_emergency_items).toBe(true);
      // A reader must not read the answer key.
      expect(res.body).not.toMatch(/weight|best_stage|emergency_item_id/);
      const again = await t.app.inject({
        method: 'GET',
        url: '/public/prep-checks/901',
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect((await get('/public/prep-checks/12345')).statusCode).toBe(404);
      const bad = await get('/public/prep-checks/abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    });

    it('redirects a share link to the Prep Check', async () => {
      const res = await get('/s/pc/901');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/prep-checks/901');
    });
  });

  describe('signed-in calls', () => {
    it('answer 401 to anonymous readers', async () => {
      const calls = [
        ['GET', '/public/prep-check-stats'],
        ['GET', '/public/prep-check-submissions?overview=true'],
        ['GET', '/public/prep-check-submissions/901?drafts=true'],
        ['POST', '/public/prep-check-submissions'],
        ['PUT', '/public/prep-check-submissions'],
        ['GET', '/public/prep-check-results'],
        ['GET', '/public/prep-check-results/901'],
        ['GET', '/public/web/emergency-items'],
        ['GET', '/public/emergency-items/901'],
        ['PUT', '/public/web/emergency-items'],
      ] as const;
      for (const [method, url] of calls) {
        const payload =
          method === 'GET'
            ? undefined
            : url.includes('emergency')
              ? { id: 901, hasItem: true }
              : { prep_check_id: 901, status: 'DRAFT', revision: 1, submitted_responses: [] };
        const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('start a new user at 0 of N in the first phase, with a new unsaved draft and every item in "no"', async () => {
      const stats = await ok<PrepCheckStats>('/public/prep-check-stats?lang=en', alice.cookie);
      expect(stats).toMatchObject({ numCompleted: 0, numTotal: 3, journeyPhase: { en: expect.any(String) } });
      expect(await ok('/public/prep-check-submissions?overview=true', alice.cookie)).toEqual({
        progress: [],
        submitted: [],
      });
      const draft = await ok<Submission>('/public/prep-check-submissions/901?drafts=true', alice.cookie);
      expect(draft).toMatchObject({
        id: null,
        status: 'DRAFT',
        revision: 0,
        amountDone: 0,
        submitted_responses: [{ question_id: 90101, user_answer: [] }],
        prefill: [{ question_id: 90101, option_ids: [] }],
      });
      const items = await ok<EmergencyItemList>('/public/web/emergency-items', alice.cookie);
      expect(items.yes).toEqual([]);
      expect(items.no.map((item) => item.id)).toEqual([901, 902]);
      expect(items.no[0]?.prep_checks.map((c) => c.id)).toEqual([901]);
      expect((await get('/public/prep-check-results/901', alice.cookie)).statusCode).toBe(404);
    });
  });

  describe('answers that do not fit their questions', () => {
    const base = { prep_check_id: 901, status: 'DRAFT' as const, revision: 1 };
    const cases: [string, unknown[], RegExp][] = [
      [
        'a question of another Prep Check',
        [{ question_id: 90201, user_answer: [] }],
        /not a question of Prep Check 901/,
      ],
      [
        'the same question twice',
        [
          { question_id: 90101, user_answer: [] },
          { question_id: 90101, user_answer: [] },
        ],
        /answered twice/,
      ],
      [
        'an order on a checkbox question',
        [{ question_id: 90101, user_answer: [ordered(9010101, 1)] }],
        /checked: true/,
      ],
      [
        'a check on a ranking question',
        [{ question_id: 90102, user_answer: [checked(9010201)] }],
        /an order/,
      ],
      [
        'a placement on a ranking question',
        [{ question_id: 90102, user_answer: [placed(9010201, 'Before', 1)] }],
        /an order/,
      ],
      [
        'answer_id unlike answer.id',
        [
          {
            question_id: 90101,
            user_answer: [{ answer_id: 9010101, answer: { id: 9010102, checked: true } }],
          },
        ],
        /differs/,
      ],
      [
        'an option of another question',
        [{ question_id: 90101, user_answer: [checked(9010201)] }],
        /not an option of question 90101/,
      ],
      [
        'the same option twice',
        [{ question_id: 90101, user_answer: [checked(9010101), checked(9010101)] }],
        /Option 9010101 is answered twice/,
      ],
      [
        'an order past the last place',
        [{ question_id: 90102, user_answer: [ordered(9010201, 4)] }],
        /past the last/,
      ],
      [
        'two options with one order',
        [{ question_id: 90102, user_answer: [ordered(9010201, 1), ordered(9010202, 1)] }],
        /Two options have order 1/,
      ],
      [
        'a position past its column',
        [{ question_id: 90103, user_answer: [placed(9010303, 'During', 2)] }],
        /past the 1 slots of column During/,
      ],
      [
        'two options in one slot',
        [{ question_id: 90103, user_answer: [placed(9010301, 'Before', 1), placed(9010302, 'Before', 1)] }],
        /Two options are placed in Before slot 1/,
      ],
    ];
    for (const [name, submitted, message] of cases) {
      it(`refuse ${name} with a 400 naming it`, async () => {
        const res = await save('POST', bob.cookie, { ...base, submitted_responses: submitted as never });
        expect(res.statusCode, res.body).toBe(400);
        const body = res.json<{ error: { code: string; message: string; details: { path: string }[] } }>();
        expect(body.error.code).toBe('VALIDATION_FAILED');
        expect(body.error.message).toMatch(message);
        expect(body.error.details[0]?.path).toMatch(/^submitted_responses\.\d/);
      });
    }

    it('refuse shapes the schema does not allow: unchecked boxes, unknown stages, orders below 1, extra fields', async () => {
      const bodies = [
        [
          {
            question_id: 90101,
            user_answer: [{ answer_id: 9010101, answer: { id: 9010101, checked: false } }],
          },
        ],
        [{ question_id: 90103, user_answer: [placed(9010301, 'Someday' as never, 1)] }],
        [{ question_id: 90102, user_answer: [ordered(9010201, 0)] }],
        [{ question_id: 90102, user_answer: [{ ...ordered(9010201, 1), extra: 1 }] }],
      ];
      for (const submitted of bodies) {
        const res = await save('POST', bob.cookie, { ...base, submitted_responses: submitted as never });
        expect(res.statusCode, JSON.stringify(submitted)).toBe(400);
      }
      expect(
        (await save('POST', bob.cookie, { ...base, prep_check_id: 999, submitted_responses: [] })).statusCode,
      ).toBe(404);
      // Nothing was stored by any of them.
      expect(
        await t.database.db.select().from(submissions).where(eq(submissions.userId, bob.user.id)),
      ).toEqual([]);
    });
  });

  describe('a Prep Check from first save to retake', () => {
    let draftId: number;

    it('creates one draft per user and Prep Check, counts progress, and refuses a stale save with 409', async () => {
      const first = await save('POST', alice.cookie, {
        prep_check_id: 901,
        status: 'DRAFT',
        revision: 1,
        submitted_responses: [PERFECT[0]!],
      });
      expect(first.statusCode, first.body).toBe(201);
      const created = first.json<Submission>();
      draftId = created.id!;
      expect(created.amountDone).toBeCloseTo(1 / 3);

      // A POST without id while a draft exists updates that draft.
      const second = await save('POST', alice.cookie, {
        prep_check_id: 901,
        status: 'DRAFT',
        revision: 2,
        submitted_responses: PERFECT.slice(0, 2),
      });
      expect(second.statusCode).toBe(200);
      expect(second.json<Submission>().id).toBe(draftId);

      // The save of revision 1 retried late never overwrites revision 2.
      const stale = await save('PUT', alice.cookie, {
        id: draftId,
        prep_check_id: 901,
        status: 'DRAFT',
        revision: 1,
        submitted_responses: [PERFECT[0]!],
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error: { code: 'CONFLICT' } });

      // Every question answered: still a draft, so short of 1 (the card shows Continue).
      const full = await save('PUT', alice.cookie, {
        id: draftId,
        prep_check_id: 901,
        status: 'DRAFT',
        revision: 3,
        submitted_responses: PERFECT,
      });
      expect(full.statusCode).toBe(200);
      expect(full.json<Submission>().amountDone).toBe(0.99);
      const overview = await ok<SubmissionsOverview>(
        '/public/prep-check-submissions?overview=true',
        alice.cookie,
      );
      expect(overview).toEqual({ progress: [{ id: 901, amountDone: 0.99 }], submitted: [] });

      // A reload continues the draft where it was.
      const reloaded = await ok<Submission>('/public/prep-check-submissions/901?drafts=true', alice.cookie);
      expect(reloaded).toMatchObject({ id: draftId, revision: 3, submitted_responses: PERFECT });
    });

    it("never shows or changes another user's submission", async () => {
      const probe = await save('PUT', bob.cookie, {
        id: draftId,
        prep_check_id: 901,
        status: 'SUBMITTED',
        revision: 99,
        submitted_responses: [],
      });
      expect(probe.statusCode).toBe(404);
      const bobs = await ok<Submission>('/public/prep-check-submissions/901?drafts=true', bob.cookie);
      expect(bobs.id).toBeNull();
      expect((await get('/public/prep-check-results/901', bob.cookie)).statusCode).toBe(404);
    });

    it('submits: the score, badge, journey phase and items of that moment', async () => {
      const res = await save('PUT', alice.cookie, {
        id: draftId,
        prep_check_id: 901,
        status: 'SUBMITTED',
        revision: 4,
        submitted_responses: PERFECT,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Submission>()).toMatchObject({ status: 'SUBMITTED', amountDone: 1 });

      const result = await ok<PrepCheckResult>(
        '/public/prep-check-results/901?overview=false&lang=en',
        alice.cookie,
      );
      expect(result).toMatchObject({
        prep_check_id: 901,
        score: 1,
        badge: { level: 'HIGH' },
        newBadge: true,
        newJourneyPhase: { id: 912 },
        journeyPhase: { id: 912 },
      });
      expect(result.newJourneyPhaseAwardText?.en).toBeTruthy();
      expect(
        result.questions?.map((q) => [q.question_id, q.component_rating, q.result_preview_text.en]),
      ).toEqual([
        [90101, 'HIGH', 'HIGH preview'],
        [90102, 'HIGH', 'HIGH preview'],
        [90103, 'HIGH', 'HIGH preview'],
      ]);
      const overview = await ok<PrepCheckResult>(
        '/public/prep-check-results/901?overview=true',
        alice.cookie,
      );
      expect(overview.questions).toBeUndefined();

      const stats = await ok<PrepCheckStats>('/public/prep-check-stats', alice.cookie);
      expect(stats).toMatchObject({ numCompleted: 1, numTotal: 3 });
      const items = await ok<EmergencyItemList>('/public/web/emergency-items', alice.cookie);
      expect(items.yes.map((item) => item.id)).toEqual([901, 902]);

      // A submitted submission cannot change.
      const late = await save('PUT', alice.cookie, {
        id: draftId,
        prep_check_id: 901,
        status: 'DRAFT',
        revision: 5,
        submitted_responses: [],
      });
      expect(late.statusCode).toBe(409);
    });

    it('scores a mixed answer as computed by hand', async () => {
      // Bob: checkbox 9010101 and the harmful 9010103: (1 − 0.5) / 1.5 = 1/3 (LOW).
      // Ranking with the first two swapped: footrule 2 of at most ⌊9/2⌋ = 4: 0.5 (MEDIUM).
      // Grid in the right columns, Before reversed: placement 1; order (0×2 + 1 + 1) / 4 = 0.5:
      // 0.75 (HIGH). The Prep Check: (1/3 + 0.5 + 0.75) / 3 = 0.5278 (MEDIUM).
      const mixed = {
        prep_check_id: 901,
        status: 'SUBMITTED',
        revision: 1,
        submitted_responses: [
          { question_id: 90101, user_answer: [checked(9010101), checked(9010103)] },
          {
            question_id: 90102,
            user_answer: [ordered(9010202, 1), ordered(9010201, 2), ordered(9010203, 3)],
          },
          {
            question_id: 90103,
            user_answer: [
              placed(9010302, 'Before', 1),
              placed(9010301, 'Before', 2),
              placed(9010303, 'During', 1),
              placed(9010304, 'After', 1),
            ],
          },
        ],
      } as const;
      const res = await save('POST', bob.cookie, mixed as never);
      expect(res.statusCode, res.body).toBe(201);
      const result = await ok<PrepCheckResult>('/public/prep-check-results/901', bob.cookie);
      expect(result.score).toBeCloseTo(0.5278, 4);
      expect(result.badge.level).toBe('MEDIUM');
      expect(result.questions?.map((q) => [q.component_rating, Number(q.score.toFixed(4))])).toEqual([
        ['LOW', 0.3333],
        ['MEDIUM', 0.5],
        ['HIGH', 0.75],
      ]);
      // Linked items: Water checked (have), Radio not (do not have).
      const items = await ok<EmergencyItemList>('/public/web/emergency-items', bob.cookie);
      expect(items.yes.map((item) => item.id)).toEqual([901]);
      expect(items.no.map((item) => item.id)).toEqual([902]);

      // Taken again with the same answers: the same badge is not a new one.
      const again = await save('POST', bob.cookie, mixed as never);
      expect(again.statusCode, again.body).toBe(201);
      const second = await ok<PrepCheckResult>('/public/prep-check-results/901', bob.cookie);
      expect(second).toMatchObject({ badge: { level: 'MEDIUM' }, newBadge: false, newJourneyPhase: null });
    });

    it('retakes: a new draft from the submitted answers, the result kept until the new one is submitted', async () => {
      const retake = await save('POST', alice.cookie, {
        prep_check_id: 901,
        status: 'DRAFT',
        revision: 1,
        submitted_responses: PERFECT,
      });
      expect(retake.statusCode).toBe(201);
      const retakeId = retake.json<Submission>().id!;
      expect(retakeId).not.toBe(draftId);
      const overview = await ok<SubmissionsOverview>(
        '/public/prep-check-submissions?overview=true',
        alice.cookie,
      );
      expect(overview.progress).toEqual([{ id: 901, amountDone: 0.99 }]);
      expect(overview.submitted).toMatchObject([{ prep_check_id: 901, score: 1, badge: { level: 'HIGH' } }]);

      // Submitted worse: a lower badge is a new badge; the phase did not rise, so none is new.
      const worse = await save('PUT', alice.cookie, {
        id: retakeId,
        prep_check_id: 901,
        status: 'SUBMITTED',
        revision: 2,
        submitted_responses: [
          { question_id: 90101, user_answer: [checked(9010103)] },
          {
            question_id: 90102,
            user_answer: [ordered(9010203, 1), ordered(9010202, 2), ordered(9010201, 3)],
          },
        ],
      });
      expect(worse.statusCode, worse.body).toBe(200);
      const result = await ok<PrepCheckResult>('/public/prep-check-results/901', alice.cookie);
      expect(result).toMatchObject({
        score: 0,
        badge: { level: 'LOW' },
        newBadge: true,
        newJourneyPhase: null,
      });
      const stats = await ok<PrepCheckStats>('/public/prep-check-stats', alice.cookie);
      expect(stats.numCompleted).toBe(1);
      const list = await ok<{ results: PrepCheckResult[] }>('/public/prep-check-results', alice.cookie);
      expect(list.results.map((r) => [r.prep_check_id, r.score])).toEqual([[901, 0]]);
    });
  });

  describe('saves that cannot go half-way', () => {
    it("refuses a save that names one Prep Check and another's submission, and changes nothing", async () => {
      const erin = await signInAs(t.database, { subject: 'erin' });
      const draft = await save('POST', erin.cookie, {
        prep_check_id: 901,
        status: 'DRAFT',
        revision: 1,
        submitted_responses: [PERFECT[0]!],
      });
      expect(draft.statusCode, draft.body).toBe(201);
      const id = draft.json<Submission>().id!;
      const crossed = await save('PUT', erin.cookie, {
        id,
        prep_check_id: 902,
        status: 'SUBMITTED',
        revision: 2,
        submitted_responses: [{ question_id: 90201, user_answer: [checked(9020101)] }],
      });
      expect(crossed.statusCode, crossed.body).toBe(400);
      expect(crossed.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', details: [{ path: 'prep_check_id' }] },
      });
      const kept = await ok<Submission>('/public/prep-check-submissions/901?drafts=true', erin.cookie);
      expect(kept).toMatchObject({ id, status: 'DRAFT', revision: 1, submitted_responses: [PERFECT[0]] });
      expect((await get('/public/prep-check-results/902', erin.cookie)).statusCode).toBe(404);
      expect((await get('/public/prep-check-results/901', erin.cookie)).statusCode).toBe(404);
    });

    it('submits the answers and the linked items together, or neither; the retry then succeeds', async () => {
      const dave = await signInAs(t.database, { subject: 'dave' });
      const draft = await save('POST', dave.cookie, {
        prep_check_id: 901,
        status: 'DRAFT',
        revision: 1,
        submitted_responses: PERFECT,
      });
      expect(draft.statusCode, draft.body).toBe(201);
      const id = draft.json<Submission>().id!;
      const submit = {
        id,
        prep_check_id: 901,
        status: 'SUBMITTED',
        revision: 2,
        submitted_responses: PERFECT,
      } as const;

      // The second write of the save (the user's emergency items) fails, as a lost connection would.
      await t.database.db.execute(sql`
        create function fail_items() returns trigger language plpgsql as $$
        begin raise exception 'items write failed (test)'; end $$`);
      await t.database.db.execute(sql`
        create trigger fail_items before insert or update on user_emergency_items
        for each row execute function fail_items()`);
      const failed = await save('PUT', dave.cookie, submit as never);
      expect(failed.statusCode).toBeGreaterThanOrEqual(500);
      expect(failed.json()).toHaveProperty('error.code');

      // Nothing half-saved: still the same draft, no result, no items.
      const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, id));
      expect(row).toMatchObject({ status: 'DRAFT', revision: 1, score: null });
      expect((await get('/public/prep-check-results/901', dave.cookie)).statusCode).toBe(404);
      const before = await ok<EmergencyItemList>('/public/web/emergency-items', dave.cookie);
      expect(before.yes).toEqual([]);

      await t.database.db.execute(sql`drop trigger fail_items on user_emergency_items`);
      await t.database.db.execute(sql`drop function fail_items()`);
      const retried = await save('PUT', dave.cookie, submit as never);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json<Submission>()).toMatchObject({ id, status: 'SUBMITTED' });
      const result = await ok<PrepCheckResult>('/public/prep-check-results/901', dave.cookie);
      expect(result.score).toBe(1);
      const after = await ok<EmergencyItemList>('/public/web/emergency-items', dave.cookie);
      expect(after.yes.map((item) => item.id)).toEqual([901, 902]);
    });
  });

  describe('submitting without an id', () => {
    it("submits the user's draft rather than leaving it behind as a second row", async () => {
      const gil = await signInAs(t.database, { subject: 'gil' });
      const draft = await save('POST', gil.cookie, {
        prep_check_id: 901,
        status: 'DRAFT',
        revision: 1,
        submitted_responses: [PERFECT[0]!],
      });
      expect(draft.statusCode).toBe(201);
      const submitted = await save('POST', gil.cookie, {
        prep_check_id: 901,
        status: 'SUBMITTED',
        revision: 2,
        submitted_responses: PERFECT,
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json<Submission>()).toMatchObject({
        id: draft.json<Submission>().id,
        status: 'SUBMITTED',
      });
      const rows = await t.database.db.select().from(submissions).where(eq(submissions.userId, gil.user.id));
      expect(rows.map((row) => row.status)).toEqual(['SUBMITTED']);
    });
  });

  describe('stored results', () => {
    it('keeps the newest 20 submitted results of a Prep Check per user, and the latest result', async () => {
      const fay = await signInAs(t.database, { subject: 'fay' });
      const ids: number[] = [];
      for (let i = 0; i < 22; i++) {
        const res = await save('POST', fay.cookie, {
          prep_check_id: 901,
          status: 'SUBMITTED',
          revision: 1,
          submitted_responses: i === 21 ? PERFECT : [PERFECT[0]!],
        });
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json<Submission>().id!);
      }
      const kept = await t.database.db
        .select({ id: submissions.id })
        .from(submissions)
        .where(eq(submissions.userId, fay.user.id));
      expect(kept.map((row) => row.id).sort((a, b) => a - b)).toEqual(ids.slice(2));
      expect((await ok<PrepCheckResult>('/public/prep-check-results/901', fay.cookie)).score).toBe(1);
    });
  });

  describe('up next', () => {
    it('suggests the next in order to anonymous readers, and a bookmarked hazard first to a signed-in user', async () => {
      const anonymous = await ok<PrepCheckUpNextResponse>('/public/prep-check-up-next/901');
      expect(anonymous.up_next?.id).toBe(902);
      const carol = await signInAs(t.database, { subject: 'carol' });
      const bookmark = await t.app.inject({
        method: 'POST',
        url: '/public/guide/bookmark',
        headers: { cookie: carol.cookie },
        payload: { hazard_id: 904 },
      });
      expect(bookmark.statusCode).toBe(201);
      const forCarol = await ok<PrepCheckUpNextResponse>('/public/prep-check-up-next/901', carol.cookie);
      expect(forCarol.up_next?.id).toBe(903);
      // Alice submitted 901: from 902 the one left is 903.
      const forAlice = await ok<PrepCheckUpNextResponse>('/public/prep-check-up-next/902', alice.cookie);
      expect(forAlice.up_next?.id).toBe(903);
    });
  });

  describe('questions linked to My Emergency Plan (903: 90301)', () => {
    // 9030101 stands for an out-of-town contact; 9030102 for meeting places near home and
    // outside the neighbourhood; 9030103 is harmful (fixture-quake-check.yaml).
    const plan = {
      ...emptyPlan(),
      contacts: [
        {
          id: crypto.randomUUID(),
          name: 'Aunt May',
          relationship: 'aunt',
          phone: '555-0100',
          email: '',
          out_of_town: true,
        },
      ],
      meeting_places: [
        {
          id: crypto.randomUUID(),
          kind: 'near-home' as const,
          name: 'The big oak',
          address: '',
          place: null,
        },
      ],
    };
    const draftOf = (cookie: string) =>
      ok<Submission>('/public/prep-check-submissions/903?drafts=true', cookie).then((d) => d.prefill);

    it('starts with the options the plan states checked, and the result links to what it lacks', async () => {
      const dana = await signInAs(t.database, { subject: 'dana-plan' });
      expect(await draftOf(dana.cookie)).toEqual([{ question_id: 90301, option_ids: [] }]);
      const stored = await t.app.inject({
        method: 'PUT',
        url: API_PATHS.plan,
        headers: { cookie: dana.cookie },
        payload: { revision: 1, plan },
      });
      expect(stored.statusCode, stored.body).toBe(200);
      // One meeting place of the two 9030102 stands for: only the contact's option is checked.
      expect(await draftOf(dana.cookie)).toEqual([{ question_id: 90301, option_ids: [9030101] }]);

      const sent = await save('POST', dana.cookie, {
        prep_check_id: 903,
        status: 'SUBMITTED',
        revision: 1,
        submitted_responses: [{ question_id: 90301, user_answer: [checked(9030101)] }],
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const sections = async () =>
        (await ok<PrepCheckResult>('/public/prep-check-results/903?lang=en', dana.cookie)).questions?.map(
          (q) => [q.question_id, q.plan_sections],
        );
      expect(await sections()).toEqual([
        [90301, ['meeting_places']],
        [90302, []],
        [90303, []],
      ]);
      // The result reads the plan as it is now: with both meeting places, nothing is left to fill in.
      await t.app.inject({
        method: 'PUT',
        url: API_PATHS.plan,
        headers: { cookie: dana.cookie },
        payload: {
          revision: 2,
          plan: {
            ...plan,
            meeting_places: [
              ...plan.meeting_places,
              {
                id: crypto.randomUUID(),
                kind: 'neighbourhood',
                name: 'The library',
                address: '',
                place: null,
              },
            ],
          },
        },
      });
      expect((await sections())?.[0]).toEqual([90301, []]);
      expect(await draftOf(dana.cookie)).toEqual([{ question_id: 90301, option_ids: [9030101, 9030102] }]);
    });

    it('links a result to every section when there is no plan, and pre-fills nothing for another user', async () => {
      const erin = await signInAs(t.database, { subject: 'erin-plan' });
      expect(await draftOf(erin.cookie)).toEqual([{ question_id: 90301, option_ids: [] }]);
      const sent = await save('POST', erin.cookie, {
        prep_check_id: 903,
        status: 'SUBMITTED',
        revision: 1,
        submitted_responses: [],
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const result = await ok<PrepCheckResult>('/public/prep-check-results/903', erin.cookie);
      expect(result.questions?.[0]?.plan_sections).toEqual(['contacts', 'meeting_places']);
    });
  });

  describe('My Emergency Items', () => {
    it('records an item by id, English name or slug, under either spelling of the flag', async () => {
      const put = (payload: Record<string, unknown>) =>
        t.app.inject({
          method: 'PUT',
          url: '/public/web/emergency-items',
          headers: { cookie: bob.cookie },
          payload,
        });
      const byName = await put({ item_name: 'radio', hasItem: true });
      expect(byName.statusCode, byName.body).toBe(200);
      expect(byName.json()).toMatchObject({ id: 902, name: { en: 'Radio' }, userHasItem: true });
      expect((await put({ name: 'fixture-water', userHasItem: false })).json()).toMatchObject({
        id: 901,
        userHasItem: false,
      });
      expect((await put({ id: 901, userHasItem: true })).statusCode).toBe(200);
      const items = await ok<EmergencyItemList>('/public/web/emergency-items', bob.cookie);
      expect(items.yes.map((item) => item.id)).toEqual([901, 902]);
      // The next draft starts its linked question with the items the user has.
      const draft = await ok<Submission>('/public/prep-check-submissions/901?drafts=true', bob.cookie);
      expect(draft.prefill).toEqual([{ question_id: 90101, option_ids: [9010101, 9010102] }]);

      expect((await put({ name: 'Unicorn', hasItem: true })).statusCode).toBe(404);
      expect((await put({ id: 901 })).statusCode).toBe(400);
      expect((await put({ hasItem: true })).statusCode).toBe(400);
      expect((await put({ id: 901, hasItem: true, userHasItem: false })).statusCode).toBe(400);
      expect((await get('/public/emergency-items/902', bob.cookie)).json()).toMatchObject({
        id: 902,
        userHasItem: true,
      });
      expect((await get('/public/emergency-items/999', bob.cookie)).statusCode).toBe(404);
    });
  });

  it('deletes everything of a user with the account', async () => {
    const owned = async () => [
      (await t.database.db.select().from(submissions).where(eq(submissions.userId, alice.user.id))).length,
      (await t.database.db.select().from(responses).where(eq(responses.userId, alice.user.id))).length,
      (
        await t.database.db
          .select()
          .from(userEmergencyItems)
          .where(eq(userEmergencyItems.userId, alice.user.id))
      ).length,
    ];
    expect((await owned()).every((count) => count > 0)).toBe(true);
    await t.database.db.delete(users).where(eq(users.id, alice.user.id));
    expect(await owned()).toEqual([0, 0, 0]);
  });
});
