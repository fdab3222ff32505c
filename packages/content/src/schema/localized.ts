import { z } from 'zod';
import { PACK_LANGUAGE_CODES, type PackLanguageCode } from '../constants.js';

/**
 * Text of a small entry in every language, in one place: `{ en: {...}, es: {...}, ... }`.
 * English is required; other languages may still be missing (the validator counts them) and
 * each translated language is listed in `machine_translated` when a machine made it.
 */
export function localized<T extends z.ZodTypeAny>(shape: T) {
  const entries = Object.fromEntries(
    PACK_LANGUAGE_CODES.map((code) => [code, code === 'en' ? shape : shape.optional()]),
  ) as { [K in PackLanguageCode]: K extends 'en' ? T : z.ZodOptional<T> };
  return z.object(entries).strict();
}

export const machineTranslatedSchema = z
  .array(
    z.enum(
      PACK_LANGUAGE_CODES.filter((code) => code !== 'en') as [
        Exclude<PackLanguageCode, 'en'>,
        ...Exclude<PackLanguageCode, 'en'>[],
      ],
    ),
  )
  .default([]);
