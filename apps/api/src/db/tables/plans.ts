/**
 * My Emergency Plan (issue 27, ADR 035): one plan per account, the whole document as the contract
 * checked it. NOTE: the most sensitive data Prepwell holds (medical needs, phone numbers): never
 * logged, answered only to its owner, deleted with the account (ON DELETE CASCADE).
 */
import { integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { Plan } from '@prepwell/contract';
import { timestamptz } from './columns.js';
import { users } from './accounts.js';

export const emergencyPlans = pgTable('emergency_plans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: jsonb('plan').$type<Plan>().notNull(),
  /** The client's count of saves: an older save is refused (409), an equal one is the same again. */
  revision: integer('revision').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
