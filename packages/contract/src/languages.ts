import { z } from 'zod';
import { LANGUAGE_CODES, isLanguageCode } from './constants.js';

export const languageCodeSchema = z.enum(LANGUAGE_CODES);

/** Localised text (see `LocalizedText`): English always present, other keys language codes. */
export const localizedTextSchema = z
  .object({ en: z.string() })
  .catchall(z.string())
  .refine((value) => Object.keys(value).every(isLanguageCode), {
    message: 'keys must be supported language codes',
  });

export const languageSchema = z.object({
  title: z.string(),
  value: languageCodeSchema,
});
export type Language = z.infer<typeof languageSchema>;

export const supportedLanguagesResponseSchema = z.object({
  languages: z.array(languageSchema),
});
export type SupportedLanguagesResponse = z.infer<typeof supportedLanguagesResponseSchema>;
