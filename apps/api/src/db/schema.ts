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
  real,
  uniqueIndex,
  uuid,
  customType,
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

// ---- Content loaded from packs (content issue): crisis lines, emergency items, prep checks ----

type Localized<T> = Partial<Record<string, T>> & { en: T };

export const crisisOptions = pgTable('crisis_options', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  scope: text('scope').notNull(),
  priority: smallint('priority').notNull(),
  iconSrc: text('icon_src').notNull(),
  iconAlt: jsonb('icon_alt').$type<LocalizedText>().notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  subheader: jsonb('subheader').$type<LocalizedText>().notNull(),
  alwaysAvailable: boolean('always_available').notNull(),
  hours: jsonb('hours').$type<LocalizedText | null>(),
  phone: text('phone').notNull(),
  isTextLine: boolean('is_text_line').notNull(),
  textNumber: text('text_number'),
  textKeyword: text('text_keyword'),
  link: text('link').notNull(),
  examples: jsonb('examples').$type<Localized<string[]>>().notNull(),
  whoTheyHelp: jsonb('who_they_help').$type<Localized<string[]>>().notNull(),
  details: jsonb('details').$type<LocalizedText>().notNull(),
  filters: text('filters')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  hazards: integer('hazards')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  sample: boolean('sample').notNull().default(false),
  verifiedSource: text('verified_source').notNull(),
  verifiedOn: text('verified_on').notNull(),
  machineTranslated: text('machine_translated')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

export const emergencyItems = pgTable('emergency_items', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  machineTranslated: text('machine_translated')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

export const prepChecks = pgTable('prep_checks', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  hazardId: integer('hazard_id')
    .notNull()
    .references(() => hazards.id),
  scope: text('scope').notNull(),
  filters: text('filters')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  lightIcon: text('light_icon').notNull(),
  darkIcon: text('dark_icon').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  iconAlt: jsonb('icon_alt').$type<LocalizedText>().notNull(),
  machineTranslated: text('machine_translated')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

/** Result texts of a question: per language, per rating, a preview line and a markdown breakdown. */
export type QuestionResults = Localized<
  Record<'LOW' | 'MEDIUM' | 'HIGH', { preview: string; breakdown: string }>
>;

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey(),
    prepCheckId: integer('prep_check_id')
      .notNull()
      .references(() => prepChecks.id),
    position: smallint('position').notNull(),
    questionType: text('question_type').notNull(),
    aspect: text('aspect').notNull(),
    icon: text('icon').notNull(),
    linkToEmergencyItems: boolean('link_to_emergency_items').notNull().default(false),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    question: jsonb('question').$type<LocalizedText>().notNull(),
    instructions: jsonb('instructions').$type<LocalizedText>().notNull(),
    explainerText: jsonb('explainer_text').$type<LocalizedText>().notNull(),
    results: jsonb('results').$type<QuestionResults>().notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
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
    bestStage: text('best_stage'),
    emergencyItemId: integer('emergency_item_id').references(() => emergencyItems.id),
    text: jsonb('text').$type<LocalizedText>().notNull(),
    explainerText: jsonb('explainer_text').$type<LocalizedText>().notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (table) => [index('options_question_idx').on(table.questionId)],
);

export const badges = pgTable('badges', {
  id: integer('id').primaryKey(),
  level: text('level').notNull().unique(),
  icon: text('icon').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  awardText: jsonb('award_text').$type<LocalizedText>().notNull(),
  iconAlt: jsonb('icon_alt').$type<LocalizedText>().notNull(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

export const journeyPhases = pgTable('journey_phases', {
  id: integer('id').primaryKey(),
  minCompleted: smallint('min_completed').notNull(),
  minAverageScore: real('min_average_score').notNull(),
  icon: text('icon').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  subcopy: jsonb('subcopy').$type<LocalizedText>().notNull(),
  awardText: jsonb('award_text').$type<LocalizedText>().notNull(),
  iconAlt: jsonb('icon_alt').$type<LocalizedText>().notNull(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

/** A local area (a sample region today): its GeoJSON outline and bounding box for quick tests. */
export const sponsorAreas = pgTable('sponsor_areas', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sample: boolean('sample').notNull(),
  area: jsonb('area').$type<{ type: 'Polygon' | 'MultiPolygon'; coordinates: unknown }>().notNull(),
  minLat: real('min_lat').notNull(),
  maxLat: real('max_lat').notNull(),
  minLng: real('min_lng').notNull(),
  maxLng: real('max_lng').notNull(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

export const sponsors = pgTable('sponsors', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  areaId: integer('area_id')
    .notNull()
    .references(() => sponsorAreas.id),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  message: jsonb('message').$type<LocalizedText>().notNull(),
  logoSrc: text('logo_src').notNull(),
  logoAlt: jsonb('logo_alt').$type<LocalizedText>().notNull(),
  link: text('link').notNull(),
  extraLinks: jsonb('extra_links').$type<{ name: LocalizedText; link: string }[]>().notNull(),
  hazards: integer('hazards').array().notNull(),
  machineTranslated: text('machine_translated')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

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
    stage: text('stage').notNull(),
    blockId: integer('block_id').references(() => contentBlocks.id),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    machineTranslated: text('machine_translated')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (table) => [index('local_content_hazard_idx').on(table.hazardId)],
);

// ---- Accounts (accounts issue). Every table holding a user's data references users(id)
// ON DELETE CASCADE, so deleting an account removes all of it. ----

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The OpenID Connect issuer and subject that identify the person. */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    zip: text('zip'),
    tutorialsShown: text('tutorials_shown')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_issuer_subject_idx').on(table.issuer, table.subject)],
);

/** Server-side sessions: the cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kept for the identity provider's logout (id_token_hint). */
    idToken: text('id_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A user's profile picture, decoded and re-encoded as WebP (≤ 512 px) before it is stored. */
export const profilePictures = pgTable('profile_pictures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  contentType: text('content_type').notNull(),
  width: smallint('width').notNull(),
  height: smallint('height').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Pending sign-ins: PKCE verifier, nonce and where to return, keyed by the OAuth state. */
export const authRequests = pgTable('auth_requests', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  callback: text('callback').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
