/**
 * Closed lists that only the content pack, its loader and the tables it fills use today. The
 * lists the wire also carries (stages, ratings, topics, categories, person filters, toggles,
 * languages) live in `@prepwell/contract`'s constants; import those from there.
 */

import { LANGUAGE_CODES } from '@prepwell/contract';

/**
 * Every language the pack holds text in: today the app's own. A new language goes here first
 * (ADR 036): the schemas accept it and the validator checks it against English, while the app
 * serves `LANGUAGE_CODES` and asks the pack to be complete only in those, so the language can land
 * file by file before the app shows it.
 */
export const PACK_LANGUAGE_CODES = [...LANGUAGE_CODES] as const;
export type PackLanguageCode = (typeof PACK_LANGUAGE_CODES)[number];

/** Hazard types (the spec's examples are Medical and Common_Incident). */
export const HAZARD_TYPES = [
  'Natural_Disaster',
  'Weather',
  'Medical',
  'First_Aid',
  'Common_Incident',
  'Crime',
  'Mental_Health',
  'Environmental',
  'Infrastructure',
] as const;
export type HazardType = (typeof HAZARD_TYPES)[number];

/** A hazard's content blocks: guide text, or the one Sources block. */
export const BLOCK_TYPES = ['content', 'source'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** The three Prep Check question types (spec names). */
export const QUESTION_TYPES = ['OneD_Ordered_List', 'TwoD_Grid_Placement', 'Checkboxes'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The three aspects of preparedness a Prep Check covers (spec: the welcome dialog's 3 aspects). */
export const ASPECTS = ['knowledge', 'resources', 'network'] as const;
export type Aspect = (typeof ASPECTS)[number];

/** Where a crisis support option serves (spec: scope LOCAL or NATIONAL). */
export const CRISIS_OPTION_SCOPES = ['NATIONAL', 'LOCAL'] as const;
export type CrisisOptionScope = (typeof CRISIS_OPTION_SCOPES)[number];

/** How a language file's text was made (the UI credits the provider of machine translations). */
export const TRANSLATION_KINDS = ['original', 'machine'] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

/** Who a Prep Check is for; only individual checks exist today. */
export const PREP_CHECK_SCOPES = ['INDIVIDUAL'] as const;
export type PrepCheckScope = (typeof PREP_CHECK_SCOPES)[number];

/**
 * `date_modified` of a row first loaded without one in its file (spec: "Default date_modified
 * for these is February 2022 and for hazards January 2022").
 */
export const DEFAULT_DATE_MODIFIED = {
  hazard: '2022-01-01',
  crisisOption: '2022-02-01',
} as const;
