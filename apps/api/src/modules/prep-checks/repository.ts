import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Rating, SubmissionStatus, SubmittedResponse, UserAnswer } from '@prepwell/contract';
import type { Database } from '../../db/client.js';
import { responses, submissions } from '../../db/schema.js';

export type SubmissionRow = typeof submissions.$inferSelect;
export type ResponseRow = typeof responses.$inferSelect;

/** A user's draft of a Prep Check, or undefined. */
export async function findDraft(db: Database, userId: string, prepCheckId: number) {
  const [row] = await db
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.userId, userId),
        eq(submissions.prepCheckId, prepCheckId),
        eq(submissions.status, 'DRAFT'),
      ),
    );
  return row;
}

/** One of the user's submissions by its id (another user's is as unknown as a missing one). */
export async function findSubmission(db: Database, userId: string, id: number) {
  const [row] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.id, id), eq(submissions.userId, userId)));
  return row;
}

/** The user's latest submitted submission of a Prep Check, or undefined. */
export async function latestSubmitted(db: Database, userId: string, prepCheckId: number) {
  const [row] = await db
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.userId, userId),
        eq(submissions.prepCheckId, prepCheckId),
        eq(submissions.status, 'SUBMITTED'),
      ),
    )
    .orderBy(desc(submissions.submittedAt), desc(submissions.id))
    .limit(1);
  return row;
}

/**
 * Every draft of the user, and the latest submitted submission of each Prep Check (one query:
 * drafts, then submitted ones newest first, so the first seen per check is its latest).
 */
export async function userSubmissions(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(submissions)
    .where(eq(submissions.userId, userId))
    .orderBy(desc(submissions.submittedAt), desc(submissions.id));
  const drafts = rows.filter((row) => row.status === 'DRAFT');
  const latest = new Map<number, SubmissionRow>();
  for (const row of rows) {
    if (row.status === 'SUBMITTED' && !latest.has(row.prepCheckId)) latest.set(row.prepCheckId, row);
  }
  return { drafts, latest: [...latest.values()], all: rows };
}

/** A submission's answers, in question order. */
export async function responsesOf(db: Database, submissionId: number): Promise<ResponseRow[]> {
  return db
    .select()
    .from(responses)
    .where(eq(responses.submissionId, submissionId))
    .orderBy(asc(responses.position));
}

export const toSubmitted = (rows: readonly ResponseRow[]): SubmittedResponse[] =>
  rows.map((row) => ({ question_id: row.questionId, user_answer: row.userAnswer }));

/** What a save writes besides the answers; the scores only when submitting. */
export interface SaveFields {
  status: SubmissionStatus;
  revision: number;
  amountDone: number;
  scored?: {
    score: number;
    badgeId: number;
    journeyPhaseId: number;
    newBadge: boolean;
    newJourneyPhase: boolean;
    /** Per question id: its score and rating. */
    questions: Map<number, { score: number; rating: Rating }>;
  };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function writeResponses(
  tx: Tx,
  userId: string,
  submissionId: number,
  answers: readonly { question_id: number; user_answer: UserAnswer[]; position: number }[],
  scored: SaveFields['scored'],
) {
  await tx.delete(responses).where(eq(responses.submissionId, submissionId));
  if (answers.length === 0) return;
  await tx.insert(responses).values(
    answers.map((answer) => ({
      submissionId,
      userId,
      questionId: answer.question_id,
      position: answer.position,
      userAnswer: answer.user_answer,
      score: scored?.questions.get(answer.question_id)?.score ?? null,
      rating: scored?.questions.get(answer.question_id)?.rating ?? null,
    })),
  );
}

const scoredColumns = (fields: SaveFields) =>
  fields.scored
    ? {
        score: fields.scored.score,
        badgeId: fields.scored.badgeId,
        journeyPhaseId: fields.scored.journeyPhaseId,
        newBadge: fields.scored.newBadge,
        newJourneyPhase: fields.scored.newJourneyPhase,
        submittedAt: sql`now()`,
      }
    : {};

/**
 * A new draft (or submission) of a Prep Check with its answers, or null when the user already
 * has a draft of it (made by a save that ran alongside: the caller updates that one instead).
 */
export async function insertSubmission(
  db: Database,
  userId: string,
  prepCheckId: number,
  fields: SaveFields,
  answers: readonly { question_id: number; user_answer: UserAnswer[]; position: number }[],
): Promise<SubmissionRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(submissions)
      .values({
        userId,
        prepCheckId,
        status: fields.status,
        revision: fields.revision,
        amountDone: fields.amountDone,
        ...scoredColumns(fields),
      })
      .onConflictDoNothing({
        target: [submissions.userId, submissions.prepCheckId],
        where: sql`${submissions.status} = 'DRAFT'`,
      })
      .returning();
    if (!row) return null;
    await writeResponses(tx, userId, row.id, answers, fields.scored);
    return row;
  });
}

/** A row of `submissions` as raw SQL answers it (snake_case), as Drizzle's select would. */
interface RawSubmission {
  id: number;
  user_id: string;
  prep_check_id: number;
  status: SubmissionStatus;
  revision: number;
  amount_done: number;
  score: number | null;
  badge_id: number | null;
  journey_phase_id: number | null;
  new_badge: boolean;
  new_journey_phase: boolean;
  created_at: string | Date;
  updated_at: string | Date;
  submitted_at: string | Date | null;
}

const toRow = (raw: RawSubmission): SubmissionRow => ({
  id: raw.id,
  userId: raw.user_id,
  prepCheckId: raw.prep_check_id,
  status: raw.status,
  revision: raw.revision,
  amountDone: raw.amount_done,
  score: raw.score,
  badgeId: raw.badge_id,
  journeyPhaseId: raw.journey_phase_id,
  newBadge: raw.new_badge,
  newJourneyPhase: raw.new_journey_phase,
  createdAt: new Date(raw.created_at),
  updatedAt: new Date(raw.updated_at),
  submittedAt: raw.submitted_at === null ? null : new Date(raw.submitted_at),
});

/**
 * Update one of the user's drafts, only if it is still a draft at a revision not newer than this
 * save's; null when it is not (the caller says why: gone, submitted, or a newer save stored).
 * One statement (so one round trip, and atomic): the draft's row, its answers written over
 * (upserted per question), and answers of questions no longer in the save removed.
 */
export async function updateDraft(
  db: Database,
  userId: string,
  prepCheckId: number,
  id: number,
  fields: SaveFields,
  answers: readonly { question_id: number; user_answer: UserAnswer[]; position: number }[],
): Promise<SubmissionRow | null> {
  const scored = fields.scored;
  const records = JSON.stringify(
    answers.map((answer) => ({
      question_id: answer.question_id,
      position: answer.position,
      user_answer: answer.user_answer,
      score: scored?.questions.get(answer.question_id)?.score ?? null,
      rating: scored?.questions.get(answer.question_id)?.rating ?? null,
    })),
  );
  const result = await db.execute(sql`
    with saved as (
      update ${submissions} set
        status = ${fields.status},
        revision = ${fields.revision},
        amount_done = ${fields.amountDone},
        updated_at = now(),
        score = ${scored?.score ?? null},
        badge_id = ${scored?.badgeId ?? null},
        journey_phase_id = ${scored?.journeyPhaseId ?? null},
        new_badge = ${scored?.newBadge ?? false},
        new_journey_phase = ${scored?.newJourneyPhase ?? false},
        submitted_at = ${scored ? sql`now()` : null}
      where id = ${id} and user_id = ${userId} and prep_check_id = ${prepCheckId}
        and status = 'DRAFT' and revision <= ${fields.revision}
      returning *
    ), answers as (
      select * from jsonb_to_recordset(${records}::jsonb)
        as a(question_id integer, position integer, user_answer jsonb, score real, rating text)
    ), removed as (
      delete from ${responses} r using saved
      where r.submission_id = saved.id and r.question_id not in (select question_id from answers)
    ), written as (
      insert into ${responses} (submission_id, user_id, question_id, position, user_answer, score, rating)
      select saved.id, saved.user_id, a.question_id, a.position, a.user_answer, a.score, a.rating
      from saved, answers a
      on conflict (submission_id, question_id) do update set
        position = excluded.position,
        user_answer = excluded.user_answer,
        score = excluded.score,
        rating = excluded.rating
    )
    select * from saved`);
  const [raw] = (result as unknown as { rows: RawSubmission[] }).rows;
  return raw ? toRow(raw) : null;
}

/**
 * Submitted results kept per user and Prep Check: the newest this many (a retake adds one), so
 * repeated submissions cannot grow storage without end. The draft is one row at most already.
 */
export const SUBMITTED_KEPT = 20;

/** Deletes a user's submitted results of a Prep Check beyond the newest SUBMITTED_KEPT. */
export async function trimSubmitted(db: Database, userId: string, prepCheckId: number): Promise<void> {
  await db.execute(sql`
    delete from ${submissions} where id in (
      select id from ${submissions}
      where user_id = ${userId} and prep_check_id = ${prepCheckId} and status = 'SUBMITTED'
      order by submitted_at desc, id desc
      offset ${SUBMITTED_KEPT}
    )`);
}
