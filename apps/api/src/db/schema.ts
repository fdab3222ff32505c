/**
 * The one Drizzle schema. Migrations in `drizzle/` are generated from it with
 * `npm run db:generate` and applied at start; a landed migration is never edited.
 *
 * Content ids (hazards, blocks, creators) come from the content files and are never renumbered;
 * retired content is archived (`archived_at`), not deleted, while anything points at it.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  index,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@prepwell/contract';

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  position: smallint('position').notNull(),
});

export const creators = pgTable('creators', {
  id: integer('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  logoSrc: text('logo_src'),
  logoAlt: jsonb('logo_alt').$type<LocalizedText>(),
  link: text('link'),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

export const hazards = pgTable(
  'hazards',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** Search words per language, e.g. {"en": ["blackout"]}. */
    tags: jsonb('tags').$type<Partial<Record<string, string[]>>>().notNull().default({}),
    iconSrc: text('icon_src').notNull(),
    category: text('category').notNull(),
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    types: text('types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    filters: text('filters')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    defaultStage: text('default_stage').notNull(),
    local: boolean('local').notNull().default(false),
    creatorId: integer('creator_id').references(() => creators.id),
    /** Languages whose text was written for this hazard (not the English fallback). */
    translations: text('translations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Languages whose text is machine translated (the UI credits the translation provider). */
    machineTranslated: text('machine_translated')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sources: jsonb('sources')
      .$type<{ title: string; publisher: string; url: string }[]>()
      .notNull()
      .default([]),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
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
    type: text('type').notNull(),
    stage: text('stage').notNull(),
    priority: smallint('priority').notNull(),
    critical: boolean('critical').notNull().default(false),
    local: boolean('local').notNull().default(false),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    header: jsonb('header').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    icon: text('icon'),
    image: jsonb('image').$type<{ src: string; alt: LocalizedText } | null>(),
    toggles: text('toggles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    creatorId: integer('creator_id').references(() => creators.id),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (table) => [index('content_blocks_hazard_idx').on(table.hazardId)],
);

/** One row per content load that changed something; caches key on the newest `id`. */
export const contentVersions = pgTable('content_versions', {
  id: serial('id').primaryKey(),
  checksum: text('checksum').notNull(),
  summary: jsonb('summary').$type<Record<string, number>>().notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Report Issue, Request a Hazard and Submit Feedback messages (when FEEDBACK_URL is unset). */
export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  message: text('message').notNull(),
  email: text('email'),
  page: text('page'),
  language: text('language'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
