/**
 * My Emergency Plan's constants (issue 27, ADR 035), shared by the API and the web app. Apart from
 * constants.ts, so that only the plan's own screens load them, not every page. Types only are
 * imported: no zod reaches the web app.
 */
import type { Plan } from './plan.js';

/** An entry's name, a relationship, a pet's kind, a policy number. */
export const PLAN_NAME_MAX = 80;
/** A phone number as people write it. */
export const PLAN_PHONE_MAX = 32;
/** A field of a few lines: medicines, an address, a shut-off note. */
export const PLAN_TEXT_MAX = 500;
/** A longer note: "how to help me", a school's plan, evacuation routes. */
export const PLAN_NOTE_MAX = 2000;
/** Entries per list (household members, contacts, pets, …). */
export const PLAN_LIST_MAX = 20;
export const PLAN_MEETING_PLACES_MAX = 6;
export const PLAN_AGE_GROUPS = ['infant', 'child', 'teen', 'adult', 'older-adult'] as const;
/** Ready.gov's three meeting places: near home, outside the neighbourhood, out of town. */
export const PLAN_MEETING_KINDS = ['near-home', 'neighbourhood', 'out-of-town'] as const;
export const PLAN_SERVICE_KINDS = ['doctor', 'pharmacy', 'insurance'] as const;
export const PLAN_OTHER_PLAN_KINDS = ['school', 'work', 'care'] as const;
/** The plan's sections, in the order of Ready.gov's family plan (the app's order too). */
export const PLAN_SECTIONS = [
  'members',
  'contacts',
  'meeting_places',
  'pets',
  'services',
  'utilities',
  'other_plans',
  'evacuation',
] as const;
export type PlanSection = (typeof PLAN_SECTIONS)[number];

/** A plan with nothing filled in (what a person starts with). */
export function emptyPlan(): Plan {
  return {
    members: [],
    contacts: [],
    meeting_places: [],
    pets: [],
    services: [],
    utilities: { gas: '', water: '', power: '' },
    other_plans: [],
    evacuation: { routes: '', destination: '' },
  };
}

/** Whether a section of the plan holds anything (Home's progress counts these). */
export function planSectionFilled(plan: Plan, section: PlanSection): boolean {
  const value = plan[section];
  if (Array.isArray(value)) return value.length > 0;
  return Object.values(value).some((field) => field.trim().length > 0);
}

/**
 * What a Prep Check answer can be pre-filled from (ADR 035): facts a plan states, each shown in
 * one section. An option of a question linked to the plan names the facts it stands for ("a
 * meeting place near home and one outside the neighbourhood": two), and starts checked when the
 * plan holds them all; the result links to the section of each fact the plan lacks.
 */
export const PLAN_FACTS = [
  'out_of_town_contact',
  'meeting_near_home',
  'meeting_neighbourhood',
  'meeting_out_of_town',
  'doctor',
  'vet',
  'other_plans',
  'evacuation_destination',
] as const;
export type PlanFact = (typeof PLAN_FACTS)[number];

export const PLAN_FACT_SECTIONS: Record<PlanFact, PlanSection> = {
  out_of_town_contact: 'contacts',
  meeting_near_home: 'meeting_places',
  meeting_neighbourhood: 'meeting_places',
  meeting_out_of_town: 'meeting_places',
  doctor: 'services',
  vet: 'pets',
  other_plans: 'other_plans',
  evacuation_destination: 'evacuation',
};

const filled = (text: string) => text.trim().length > 0;

/** Whether the plan states the fact (a contact or service counts with a way to reach it). */
export function planFactHolds(plan: Plan, fact: PlanFact): boolean {
  switch (fact) {
    case 'out_of_town_contact':
      return plan.contacts.some(
        (contact) => contact.out_of_town && (filled(contact.phone) || filled(contact.email)),
      );
    case 'meeting_near_home':
      return plan.meeting_places.some((place) => place.kind === 'near-home');
    case 'meeting_neighbourhood':
      return plan.meeting_places.some((place) => place.kind === 'neighbourhood');
    case 'meeting_out_of_town':
      return plan.meeting_places.some((place) => place.kind === 'out-of-town');
    case 'doctor':
      return plan.services.some((service) => service.kind === 'doctor' && filled(service.phone));
    case 'vet':
      return plan.pets.some((pet) => filled(pet.vet_phone));
    case 'other_plans':
      return plan.other_plans.length > 0;
    case 'evacuation_destination':
      return filled(plan.evacuation.destination);
  }
}
