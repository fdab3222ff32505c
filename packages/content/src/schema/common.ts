import { z } from 'zod';
import { LANGUAGE_CODES } from '@prepwell/contract';
import { TRANSLATION_KINDS } from '../constants.js';

/**
 * Words that mark unfinished writing; the validator refuses any text containing them.
 * TODO/TBD/FIXME only in capitals: "todo" and "todos" are ordinary Spanish words; word edges
 * count accented letters as letters, so "método" is one word.
 */
export const PLACEHOLDER_PATTERN =
  /(?<![\p{L}\p{N}])(?:[Ll]orem|[Ii]psum|TODO|TBD|FIXME|[Xx]{3,})(?![\p{L}\p{N}])/u;

export const nonEmptyText = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine((value) => !PLACEHOLDER_PATTERN.test(value), 'contains placeholder text');

export const idSchema = z.number().int().positive();

/** A calendar date as ISO 8601 writes it, e.g. `2026-11-25`. */
export const isoDate = z.iso.date();

export const httpsUrl = z
  .string()
  .url()
  .refine((value) => value.startsWith('https://'), 'links must use https');

export const sourceSchema = z.object({
  title: nonEmptyText,
  publisher: nonEmptyText,
  url: httpsUrl,
});
export type Source = z.infer<typeof sourceSchema>;

/** Every language file of a pack names how its text was made. */
export const translationSchema = z.enum(TRANSLATION_KINDS);

export const translatedLanguages = LANGUAGE_CODES.filter((code) => code !== 'en');
