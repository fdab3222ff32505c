/**
 * Content tables (ARCHITECTURE: "Who owns which tables"): everything the loader fills from the
 * packs besides the platform's hazards and blocks: crisis lines, emergency items, prep checks,
 * progress, sponsors and local content.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, real, smallint, text } from 'drizzle-orm/pg-core';
import type { LanguageCode, LocalizedText, PersonFilter, PlanFact, Rating, Stage } from '@prepwell/contract';
import type { Aspect, CrisisOptionScope, PrepCheckScope, QuestionType } from '@prepwell/content';
import {
  archivedAt,
  dateModifiedColumns,
  integerList,
  localizedText,
  textList,
  type Localized,
} from './columns.js';
import { sponsorAreas } from './areas.js';
import { contentBlocks, creators, hazards } from './platform.js';

/**
 * A crisis support option. A LOCAL one serves one area (`area_id`, its file's `region`) and is
 * answered only to readers inside it; a NATIONAL one has no area.
 */
export const crisisOptions = pgTable('crisis_options', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  scope: text('scope').$type<CrisisOptionScope>().notNull(),
  areaId: integer('area_id').references(() => sponsorAreas.id),
  priority: smallint('priority').notNull(),
  iconSrc: text('icon_src').notNull(),
  iconAlt: localizedText('icon_alt').notNull(),
  title: localizedText('title').notNull(),
  subheader: localizedText('subheader').notNull(),
  alwaysAvailable: boolean('always_available').notNull(),
  hours: localizedText('hours'),
  phone: text('phone').notNull(),
  isTextLine: boolean('is_text_line').notNull(),
  textNumber: text('text_number'),
  textKeyword: text('text_keyword'),
  link: text('link').notNull(),
  examples: jsonb('examples').$type<Localized<string[]>>().notNull(),
  whoTheyHelp: jsonb('who_they_help').$type<Localized<string[]>>().notNull(),
  details: localizedText('details').notNull(),
  /** What people type when they need this line, per language (never shown; ADR 024). */
  searchTerms: jsonb('search_terms').$type<Localized<string[]>>().notNull().default({ en: [] }),
  filters: textList<PersonFilter>('filters'),
  hazards: integerList('hazards'),
  sample: boolean('sample').notNull().default(false),
  verifiedSource: text('verified_source').notNull(),
  verifiedOn: text('verified_on').notNull(),
  machineTranslated: textList<LanguageCode>('machine_translated'),
  ...dateModifiedColumns(),
  archivedAt: archivedAt(),
});

/**
 * A crisis intent (`crisis-intents.yaml`): what a person means, the lines that serve it in order,
 * and the phrases that say it per language. Replaced whole at each content load: nothing a user
 * saved points at an intent.
 */
export const crisisIntents = pgTable('crisis_intents', {
  key: text('key').primaryKey(),
  /** The table's order (most urgent first), which breaks ties between intents. */
  position: smallint('position').notNull(),
  optionIds: integerList('option_ids'),
  phrases: jsonb('phrases').$type<Localized<string[]>>().notNull(),
});

export const emergencyItems = pgTable('emergency_items', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localizedText('name').notNull(),
  description: localizedText('description').notNull(),
  machineTranslated: textList<LanguageCode>('machine_translated'),
  archivedAt: archivedAt(),
});

export const prepChecks = pgTable('prep_checks', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  hazardId: integer('hazard_id')
    .notNull()
    .references(() => hazards.id),
  scope: text('scope').$type<PrepCheckScope>().notNull(),
  filters: textList<PersonFilter>('filters'),
  lightIcon: text('light_icon').notNull(),
  darkIcon: text('dark_icon').notNull(),
  title: localizedText('title').notNull(),
  iconAlt: localizedText('icon_alt').notNull(),
  machineTranslated: textList<LanguageCode>('machine_translated'),
  archivedAt: archivedAt(),
});

/** Result texts of a question: per language, per rating, a preview line and a markdown breakdown. */
export type QuestionResults = Localized<Record<Rating, { preview: string; breakdown: string }>>;

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey(),
    prepCheckId: integer('prep_check_id')
      .notNull()
      .references(() => prepChecks.id),
    position: smallint('position').notNull(),
    questionType: text('question_type').$type<QuestionType>().notNull(),
    aspect: text('aspect').$type<Aspect>().notNull(),
    icon: text('icon').notNull(),
    linkToEmergencyItems: boolean('link_to_emergency_items').notNull().default(false),
    linkToPlan: boolean('link_to_plan').notNull().default(false),
    name: localizedText('name').notNull(),
    question: localizedText('question').notNull(),
    instructions: localizedText('instructions').notNull(),
    explainerText: localizedText('explainer_text').notNull(),
    results: jsonb('results').$type<QuestionResults>().notNull(),
    archivedAt: archivedAt(),
  },
  (table) => [index('questions_prep_check_idx').on(table.prepCheckId)],
);

export const options = pgTable(
  'options',
  {
    id: integer('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    position: smallint('position').notNull(),
    weight: real('weight').notNull(),
    bestStage: text('best_stage').$type<Stage>(),
    emergencyItemId: integer('emergency_item_id').references(() => emergencyItems.id),
    /** A question linked to the plan: what the plan must state for the option to start checked. */
    planFacts: text('plan_facts').array().$type<PlanFact[]>().notNull().default([]),
    text: localizedText('text').notNull(),
    explainerText: localizedText('explainer_text').notNull(),
    archivedAt: archivedAt(),
  },
  (table) => [index('options_question_idx').on(table.questionId)],
);

export const badges = pgTable('badges', {
  id: integer('id').primaryKey(),
  level: text('level').$type<Rating>().notNull().unique(),
  icon: text('icon').notNull(),
  name: localizedText('name').notNull(),
  awardText: localizedText('award_text').notNull(),
  iconAlt: localizedText('icon_alt').notNull(),
  archivedAt: archivedAt(),
});

export const journeyPhases = pgTable('journey_phases', {
  id: integer('id').primaryKey(),
  minCompleted: smallint('min_completed').notNull(),
  minAverageScore: real('min_average_score').notNull(),
  icon: text('icon').notNull(),
  name: localizedText('name').notNull(),
  subcopy: localizedText('subcopy').notNull(),
  awardText: localizedText('award_text').notNull(),
  iconAlt: localizedText('icon_alt').notNull(),
  archivedAt: archivedAt(),
});

/**
 * A community sponsor of some hazards. A geo sponsor serves one area (`area_id`) and is shown
 * only to readers inside it, first; a non-geo sponsor (`geo` false, no area) is shown wherever
 * the reader is. The check keeps the two columns from disagreeing.
 */
export const sponsors = pgTable(
  'sponsors',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    areaId: integer('area_id').references(() => sponsorAreas.id),
    geo: boolean('geo').notNull().default(true),
    name: localizedText('name').notNull(),
    message: localizedText('message').notNull(),
    logoSrc: text('logo_src').notNull(),
    logoAlt: localizedText('logo_alt').notNull(),
    link: text('link').notNull(),
    extraLinks: jsonb('extra_links').$type<{ name: LocalizedText; link: string }[]>().notNull(),
    hazards: integer('hazards').array().notNull(),
    machineTranslated: textList<LanguageCode>('machine_translated'),
    archivedAt: archivedAt(),
  },
  (table) => [check('sponsors_geo_has_area', sql`${table.geo} = (${table.areaId} is not null)`)],
);

export const localContent = pgTable(
  'local_content',
  {
    id: integer('id').primaryKey(),
    areaId: integer('area_id')
      .notNull()
      .references(() => sponsorAreas.id),
    hazardId: integer('hazard_id')
      .notNull()
      .references(() => hazards.id),
    stage: text('stage').$type<Stage>().notNull(),
    blockId: integer('block_id').references(() => contentBlocks.id),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id),
    body: localizedText('body').notNull(),
    machineTranslated: textList<LanguageCode>('machine_translated'),
    archivedAt: archivedAt(),
  },
  (table) => [index('local_content_hazard_idx').on(table.hazardId)],
);
