/**
 * Platform tables (ARCHITECTURE: "Who owns which tables"): languages, creators, hazards, their
 * content blocks, content versions, and feedback. The content loader fills most of them.
 */
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import type {
  FeedbackKind,
  GuideCategory,
  LanguageCode,
  LocalizedText,
  PersonFilter,
  Stage,
  Toggle,
  Topic,
} from '@prepwell/contract';
import type { BlockType, HazardType } from '@prepwell/content';
import { sponsorAreas } from './areas.js';
import { archivedAt, dateModifiedColumns, localizedText, textList, timestamptz } from './columns.js';

export const languages = pgTable('languages', {
  code: text('code').$type<LanguageCode>().primaryKey(),
  title: text('title').notNull(),
  position: smallint('position').notNull(),
});

export const creators = pgTable('creators', {
  id: integer('id').primaryKey(),
  name: localizedText('name').notNull(),
  logoSrc: text('logo_src'),
  logoAlt: localizedText('logo_alt'),
  link: text('link'),
  archivedAt: archivedAt(),
});

export const hazards = pgTable(
  'hazards',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: localizedText('name').notNull(),
    description: localizedText('description').notNull(),
    /** Search words per language, e.g. {"en": ["blackout"]}. */
    tags: jsonb('tags').$type<Partial<Record<string, string[]>>>().notNull().default({}),
    iconSrc: text('icon_src').notNull(),
    category: text('category').$type<GuideCategory>().notNull(),
    topics: textList<Topic>('topics'),
    types: textList<HazardType>('types'),
    filters: textList<PersonFilter>('filters'),
    defaultStage: text('default_stage').$type<Stage>().notNull(),
    local: boolean('local').notNull().default(false),
    creatorId: integer('creator_id').references(() => creators.id),
    /**
     * The region of a LOCAL hazard (null for the others): it is listed and found by search only
     * for readers whose point lies inside this area. The loader takes it from the region file
     * that holds the hazard's creator.
     */
    areaId: integer('area_id').references(() => sponsorAreas.id),
    /** Languages whose text was written for this hazard (not the English fallback). */
    translations: textList<LanguageCode>('translations'),
    /** Languages whose text is machine translated (the UI credits the translation provider). */
    machineTranslated: textList<LanguageCode>('machine_translated'),
    sources: jsonb('sources')
      .$type<{ title: string; publisher: string; url: string }[]>()
      .notNull()
      .default([]),
    ...dateModifiedColumns(),
    archivedAt: archivedAt(),
  },
  (table) => [index('hazards_category_idx').on(table.category)],
);

export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: integer('id').primaryKey(),
    hazardId: integer('hazard_id')
      .notNull()
      .references(() => hazards.id),
    type: text('type').$type<BlockType>().notNull(),
    stage: text('stage').$type<Stage>().notNull(),
    priority: smallint('priority').notNull(),
    critical: boolean('critical').notNull().default(false),
    local: boolean('local').notNull().default(false),
    title: localizedText('title').notNull(),
    header: localizedText('header').notNull(),
    body: localizedText('body').notNull(),
    icon: text('icon'),
    image: jsonb('image').$type<{ src: string; alt: LocalizedText } | null>(),
    toggles: textList<Toggle>('toggles'),
    creatorId: integer('creator_id').references(() => creators.id),
    /** URLs of the hazard's `sources` this block rests on most. */
    importantSources: jsonb('important_sources').$type<string[]>().notNull().default([]),
    archivedAt: archivedAt(),
  },
  (table) => [index('content_blocks_hazard_idx').on(table.hazardId)],
);

/** One row per content load that changed something; caches key on the newest `id`. */
export const contentVersions = pgTable('content_versions', {
  id: serial('id').primaryKey(),
  checksum: text('checksum').notNull(),
  summary: jsonb('summary').$type<Record<string, number>>().notNull(),
  loadedAt: timestamptz('loaded_at').notNull().defaultNow(),
});

/** Report Issue, Request a Hazard and Submit Feedback messages (when FEEDBACK_URL is unset). */
export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<FeedbackKind>().notNull(),
  message: text('message').notNull(),
  email: text('email'),
  page: text('page'),
  language: text('language'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
