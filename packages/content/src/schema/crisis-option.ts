import { z } from 'zod';
import { PERSON_FILTERS } from '@prepwell/contract';
import { CRISIS_OPTION_SCOPES } from '../constants.js';
import { httpsUrl, idSchema, isoDate, nonEmptyText } from './common.js';
import { localized, machineTranslatedSchema } from './localized.js';

/** A US phone number as people dial it: 3-digit service codes or 1-800-style numbers. */
export const phoneSchema = z
  .string()
  .regex(/^(\d{3}|1-\d{3}-\d{3}-\d{4}|\d{3}-\d{3}-\d{4})$/, 'phone must look like 988 or 1-800-273-8255');

export const crisisOptionTextSchema = z.object({
  title: nonEmptyText,
  subheader: nonEmptyText,
  /** Shown when the service is not available around the clock, e.g. "Mon–Fri, 8 a.m.–8 p.m. ET". */
  hours: nonEmptyText.optional(),
  /** "What They Help With": short phrases. */
  examples: z.array(nonEmptyText).min(1),
  /** "Who They Help": short phrases. */
  who_they_help: z.array(nonEmptyText).min(1),
  /** "About This Service": a short paragraph, including how to reach it by text where it can. */
  details: nonEmptyText,
  icon_alt: nonEmptyText,
  /**
   * What people type when they need this line, in this language: their own words, first-person
   * phrases ("want to die", "he hits me"), slang and common misspellings. Searched before the
   * title (ADR 024); never shown. Required for every real (not sample) option.
   */
  search_terms: z
    .array(nonEmptyText.pipe(z.string().max(60, 'a search term is a word or a short phrase')))
    .min(1)
    .optional(),
});

/**
 * `crisis-options/<slug>.yaml`: one crisis support option. People will dial these numbers, so
 * each records the page its facts were checked against and the date of the check.
 */
export const crisisOptionFileSchema = z
  .object({
    id: idSchema,
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    scope: z.enum(CRISIS_OPTION_SCOPES),
    /**
     * A LOCAL option's region: the slug of a `local/<region>/region.yaml` (`portland-or`). The
     * option is answered only to readers whose point lies inside that region's area. A NATIONAL
     * option has none.
     */
    region: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .optional(),
    /** 1 shows first within its scope. */
    priority: z.number().int().min(1).max(99),
    icon: z.string().regex(/^[a-z0-9-]+\.svg$/),
    always_available: z.boolean(),
    /** The number to call; for a text-only line, the number to text. */
    phone: phoneSchema.or(z.string().regex(/^\d{5,6}$/, 'a text short code has 5 or 6 digits')),
    /** True when `phone` is for text messages only. */
    is_text_line: z.boolean(),
    /** Also reachable by text: the number and keyword to send. */
    text: z
      .object({
        // A short code (741741) or a full number (1-800-985-5990) that takes texts.
        number: z
          .string()
          .regex(/^\d{3,6}$/)
          .or(phoneSchema),
        keyword: z.string().min(1).optional(),
      })
      .optional(),
    link: httpsUrl,
    filters: z.array(z.enum(PERSON_FILTERS)),
    /** Hazard ids this option helps with (the hazard filter); empty means every hazard. */
    hazards: z.array(idSchema),
    /** Sample data for the sample regions; never shown as a real service. */
    sample: z.boolean().default(false),
    /** Where the number, text keyword and hours were checked, and when. */
    verified: z.object({ source: httpsUrl, checked: isoDate }),
    /** When the option last changed for readers; without it the loader decides (ADR 011). */
    date_modified: isoDate.optional(),
    machine_translated: machineTranslatedSchema,
    text_by_language: localized(crisisOptionTextSchema),
  })
  .strict()
  .refine((option) => option.always_available || option.text_by_language.en.hours, {
    message: 'a service that is not always available needs hours',
    path: ['text_by_language', 'en', 'hours'],
  })
  .refine((option) => option.scope !== 'LOCAL' || option.region !== undefined, {
    message: 'a LOCAL option names its region',
    path: ['region'],
  })
  .refine((option) => option.scope !== 'NATIONAL' || option.region === undefined, {
    message: 'a NATIONAL option has no region',
    path: ['region'],
  });
export type CrisisOptionFile = z.infer<typeof crisisOptionFileSchema>;
