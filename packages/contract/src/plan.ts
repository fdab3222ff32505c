/*
 * My Emergency Plan (issue 27, ADR 035): the household's plan in the sections of Ready.gov's
 * family plan, each optional. It is the most sensitive data Prepwell holds (names, phone numbers,
 * medical needs): never logged, answered only to its owner with `no-store`, deleted with the
 * account. Every field has a length limit, and every list a size limit.
 */
import { z } from 'zod';
import {
  PLAN_AGE_GROUPS,
  PLAN_LIST_MAX,
  PLAN_MEETING_KINDS,
  PLAN_MEETING_PLACES_MAX,
  PLAN_NAME_MAX,
  PLAN_NOTE_MAX,
  PLAN_OTHER_PLAN_KINDS,
  PLAN_PHONE_MAX,
  PLAN_SERVICE_KINDS,
  PLAN_TEXT_MAX,
} from './plan-constants.js';
import { languageCodeSchema } from './languages.js';

/** Free text, possibly empty, trimmed, at most `max` characters. */
const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);
/**
 * An entry's name: what the person calls it. It may be empty for now: the plan is saved as it is
 * typed, and a person added but not yet named must not be lost (the app asks for the name).
 */
const entryName = text(PLAN_NAME_MAX);
/** A phone number as people write it: digits, spaces and + ( ) - . # * (empty when unknown). */
const phone = z
  .string()
  .trim()
  .max(PLAN_PHONE_MAX, `at most ${PLAN_PHONE_MAX} characters`)
  .regex(/^[0-9+()\-.#*\s]*$/, 'a phone number has digits, spaces and + ( ) - . # * only');
/** An entry's id: a UUID the app made, so entries keep their identity across devices. */
const entryId = z.uuid();

/** A list of entries with unique ids, at most `max`. */
function entries<T extends z.ZodObject<{ id: typeof entryId }>>(entry: T, max = PLAN_LIST_MAX) {
  return z
    .array(entry)
    .max(max, `at most ${max} entries`)
    .refine((list) => new Set(list.map((item) => item.id)).size === list.length, 'two entries have one id');
}

/** A person in the household, with what a helper needs to know. */
export const planMemberSchema = z.object({
  id: entryId,
  name: entryName,
  /** Date of birth (YYYY-MM-DD), or null: an age group may stand for it. */
  born: z.iso.date('a date of birth is a date (YYYY-MM-DD)').nullable(),
  age_group: z.enum(PLAN_AGE_GROUPS).nullable(),
  phone,
  conditions: text(PLAN_TEXT_MAX),
  medicines: text(PLAN_TEXT_MAX),
  allergies: text(PLAN_TEXT_MAX),
  /** Medical and assistive devices (a wheelchair, hearing aids, an oxygen concentrator, …). */
  devices: text(PLAN_TEXT_MAX),
  /** "How to help me": in the person's own words, for a helper who does not know them. */
  help_note: text(PLAN_NOTE_MAX),
});
export type PlanMember = z.infer<typeof planMemberSchema>;

/** Someone to call; one out of town is easier to reach when local lines are jammed. */
export const planContactSchema = z.object({
  id: entryId,
  name: entryName,
  relationship: text(PLAN_NAME_MAX),
  phone,
  email: z.union([z.literal(''), z.email('an email address looks like name@example.org').max(254)]),
  out_of_town: z.boolean(),
});
export type PlanContact = z.infer<typeof planContactSchema>;

/** A saved place (the alerts' places) copied into the plan: readable offline and on paper. */
export const planPlaceRefSchema = z.object({
  id: z.uuid(),
  name: entryName,
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** Where the household meets: near home, outside the neighbourhood, or out of town. */
export const planMeetingPlaceSchema = z.object({
  id: entryId,
  kind: z.enum(PLAN_MEETING_KINDS),
  /** What it is ("the big oak at the corner", "Grandma's house"). */
  name: entryName,
  address: text(PLAN_TEXT_MAX),
  /** One of the person's saved places, or null for the address alone. */
  place: planPlaceRefSchema.nullable(),
});
export type PlanMeetingPlace = z.infer<typeof planMeetingPlaceSchema>;

export const planPetSchema = z.object({
  id: entryId,
  name: entryName,
  /** Dog, cat, rabbit, … in the person's words. */
  kind: text(PLAN_NAME_MAX),
  microchip: text(PLAN_NAME_MAX),
  vet: text(PLAN_NAME_MAX),
  vet_phone: phone,
});
export type PlanPet = z.infer<typeof planPetSchema>;

/** The household's doctors, pharmacy and insurance policies: names and numbers only. */
export const planServiceSchema = z.object({
  id: entryId,
  kind: z.enum(PLAN_SERVICE_KINDS),
  name: entryName,
  phone,
  /** A policy or member number (insurance), or an account number. */
  number: text(PLAN_NAME_MAX),
});
export type PlanService = z.infer<typeof planServiceSchema>;

/** Where and how to shut off each utility, and any tool needed. */
export const planUtilitiesSchema = z.object({
  gas: text(PLAN_TEXT_MAX),
  water: text(PLAN_TEXT_MAX),
  power: text(PLAN_TEXT_MAX),
});

/** A school's, workplace's or care home's own emergency plan, as the household knows it. */
export const planOtherPlanSchema = z.object({
  id: entryId,
  kind: z.enum(PLAN_OTHER_PLAN_KINDS),
  name: entryName,
  phone,
  /** Where they take people, how they tell families, who may pick someone up. */
  plan: text(PLAN_NOTE_MAX),
});
export type PlanOtherPlan = z.infer<typeof planOtherPlanSchema>;

export const planEvacuationSchema = z.object({
  /** The ways out of the area, in order, and what to avoid. */
  routes: text(PLAN_NOTE_MAX),
  /** Where to go: a relative's, a hotel, a shelter. */
  destination: text(PLAN_TEXT_MAX),
});

/** The whole plan, every section present (empty when not filled in). */
export const planSchema = z.object({
  members: entries(planMemberSchema),
  contacts: entries(planContactSchema),
  meeting_places: entries(planMeetingPlaceSchema, PLAN_MEETING_PLACES_MAX),
  pets: entries(planPetSchema),
  services: entries(planServiceSchema),
  utilities: planUtilitiesSchema,
  other_plans: entries(planOtherPlanSchema),
  evacuation: planEvacuationSchema,
});
export type Plan = z.infer<typeof planSchema>;

/**
 * `PUT /public/v2/authenticated/plan`: the whole plan, every save. `revision` counts the
 * client's saves, as a Prep Check draft's does: a save older than the stored one answers 409, so a
 * retried old save never overwrites a newer one; an equal one is the same save again.
 */
export const planSaveSchema = z.object({
  revision: z.number().int().min(1).max(2_147_483_647),
  plan: planSchema,
});
export type PlanSave = z.infer<typeof planSaveSchema>;

/** `GET`/`PUT /public/v2/authenticated/plan`: the stored plan (revision 0 and empty before the first save). */
export const storedPlanSchema = z.object({
  plan: planSchema,
  revision: z.number().int(),
  /** ISO date-time of the last save, or null before the first. */
  updated_at: z.string().nullable(),
});
export type StoredPlan = z.infer<typeof storedPlanSchema>;

/** `GET /public/v2/authenticated/plan/export`: the whole plan as a file, with when it was taken. */
export const planExportSchema = storedPlanSchema.extend({
  format: z.literal('prepwell-plan/1'),
  exported_at: z.string(),
});
export type PlanExport = z.infer<typeof planExportSchema>;

/** One line of a printed plan: a label ("Phone") and its value, or a value alone (empty label). */
const printLineSchema = z.object({
  label: z.string().max(PLAN_NAME_MAX * 2),
  value: z.string().max(PLAN_NOTE_MAX),
});
/** A group of lines under a heading: a household member, a contact, a card's "Medical needs". */
const printEntrySchema = z.object({
  heading: z.string().max(PLAN_NAME_MAX * 2),
  lines: z.array(printLineSchema).max(PLAN_LIST_MAX * 2),
});
/** A part of the printed plan: one section of the full plan, or one wallet card. */
const printSectionSchema = z.object({
  title: z.string().max(PLAN_NAME_MAX * 2),
  entries: z.array(printEntrySchema).max(PLAN_LIST_MAX),
});

/** The most text one printed plan holds: a full plan at every limit is about 150,000 characters. */
export const PLAN_PRINT_MAX_CHARACTERS = 200_000;

/**
 * `POST /public/v2/plan/pdf?lang=…`: the plan laid out for paper by the app, in the reader's words
 * (the app holds the plan and its labels in every language; the server sets it in the language's
 * script and returns the PDF, storing and logging nothing). `cards` makes one folding wallet card
 * per section (per household member); `plan` the whole plan, section after section.
 */
export const planPdfRequestSchema = z
  .object({
    layout: z.enum(['cards', 'plan']),
    title: z
      .string()
      .min(1)
      .max(PLAN_NAME_MAX * 2),
    /** Printed at the foot of every page (or every card): "In an emergency, call 911 · 29 November 2026". */
    footer: z.string().max(PLAN_TEXT_MAX),
    sections: z.array(printSectionSchema).min(1, 'nothing to print').max(PLAN_LIST_MAX),
    /** Said on a wallet card that could not hold everything: "The rest is in the full plan." */
    more: z.string().max(PLAN_TEXT_MAX).default(''),
    /** At the foot of each page of wallet cards: "Cut along the dashed lines, fold in the middle." */
    instructions: z.string().max(PLAN_TEXT_MAX).default(''),
  })
  .refine(
    (print) =>
      print.sections
        .flatMap((s) => [
          s.title,
          ...s.entries.flatMap((e) => [e.heading, ...e.lines.flatMap((l) => [l.label, l.value])]),
        ])
        .reduce((sum, text) => sum + text.length, 0) <= PLAN_PRINT_MAX_CHARACTERS,
    { message: `at most ${PLAN_PRINT_MAX_CHARACTERS} characters in all`, path: ['sections'] },
  );
export type PlanPdfRequest = z.infer<typeof planPdfRequestSchema>;
export type PlanPrintSection = PlanPdfRequest['sections'][number];

/** The PDF's language: it picks the fonts of the reader's script (English when absent). */
export const planPdfQuerySchema = z.object({ lang: languageCodeSchema.optional() });
