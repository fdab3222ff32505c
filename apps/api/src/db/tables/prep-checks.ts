/**
 * Prep Check submissions and My Emergency Items (the Prep Checks issue owns them). Every row is
 * one user's and goes with the account (ON DELETE CASCADE). A user has at most one draft per Prep
 * Check; submitted ones are kept (the latest counts), each with what it scored when submitted.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Rating, SubmissionStatus, UserAnswer } from '@prepwell/contract';
import { timestamptz } from './columns.js';
import { users } from './accounts.js';
import { badges, emergencyItems, journeyPhases, prepChecks, questions } from './content.js';

export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prepCheckId: integer('prep_check_id')
      .notNull()
      .references(() => prepChecks.id),
    status: text('status').$type<SubmissionStatus>().notNull(),
    /** The client's save counter: an older save than this one is refused (409). */
    revision: integer('revision').notNull(),
    /** Answered questions over all, while a draft; 1 once submitted. */
    amountDone: real('amount_done').notNull().default(0),
    /** What it scored when submitted (null while a draft). */
    score: real('score'),
    badgeId: integer('badge_id').references(() => badges.id),
    /** The journey phase reached by submitting it. */
    journeyPhaseId: integer('journey_phase_id').references(() => journeyPhases.id),
    newBadge: boolean('new_badge').notNull().default(false),
    newJourneyPhase: boolean('new_journey_phase').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    submittedAt: timestamptz('submitted_at'),
  },
  (table) => [
    check('submissions_status_check', sql`${table.status} in ('DRAFT', 'SUBMITTED')`),
    uniqueIndex('submissions_one_draft_idx')
      .on(table.userId, table.prepCheckId)
      .where(sql`${table.status} = 'DRAFT'`),
    index('submissions_user_idx').on(table.userId, table.prepCheckId, table.submittedAt),
  ],
);

/** One question's answer in a submission, and, once submitted, its score and rating. */
export const responses = pgTable(
  'responses',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    position: integer('position').notNull(),
    userAnswer: jsonb('user_answer').$type<UserAnswer[]>().notNull(),
    score: real('score'),
    rating: text('rating').$type<Rating>(),
  },
  (table) => [uniqueIndex('responses_submission_question_idx').on(table.submissionId, table.questionId)],
);

/** Whether the user has an emergency item (no row: not yet). */
export const userEmergencyItems = pgTable(
  'user_emergency_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emergencyItemId: integer('emergency_item_id')
      .notNull()
      .references(() => emergencyItems.id),
    hasItem: boolean('has_item').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.emergencyItemId] })],
);
