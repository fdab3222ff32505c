/**
 * Column helpers for shapes many tables repeat, so each is spelled once. The SQL they produce is
 * exactly what the tables wrote out by hand before (migrations 0000–0003).
 */
import { sql } from 'drizzle-orm';
import { integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@prepwell/contract';

/** Text per language, `{en, es, …}`, as the wire carries it (ARCHITECTURE: localised text). */
export type Localized<T> = Partial<Record<string, T>> & { en: T };

/** When content left its pack: archived, never deleted, while anything points at it. */
export const archivedAt = () => timestamp('archived_at', { withTimezone: true });

/** A `timestamp with time zone` column. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Localised text (jsonb `{en, …}`). */
export const localizedText = (name: string) => jsonb(name).$type<LocalizedText>();

/** A `text[]` of values from a closed list, never null, empty by default. */
export const textList = <T extends string = string>(name: string) =>
  text(name)
    .array()
    .$type<T[]>()
    .notNull()
    .default(sql`'{}'::text[]`);

/** An `integer[]` (ids of other rows), never null, empty by default. */
export const integerList = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

/**
 * `date_modified` and the hash of the content it dates, for rows whose readers see when they
 * last changed. The loader keeps the date while the hash stays the same (ADR 011).
 */
export const dateModifiedColumns = () => ({
  dateModified: timestamptz('date_modified').notNull().defaultNow(),
  /** SHA-256 of the row's source content, without its `date_modified`; null before migration 0004. */
  contentHash: text('content_hash'),
});
