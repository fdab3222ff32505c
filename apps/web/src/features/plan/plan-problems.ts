import type { Plan, PlanSection } from '@prepwell/contract';

/** Characters a phone number may have (the contract's rule). */
const PHONE = /^[0-9+()\-.#*\s]*$/;
/** An email address's shape: something@something.something (the server checks it fully). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const phoneProblem = (value: string) => !PHONE.test(value);
export const emailProblem = (value: string) => value.trim() !== '' && !EMAIL.test(value.trim());

/**
 * The sections holding a phone number or email address the server would refuse (typed on this
 * device before signing in, where nothing checks them): the forms flag each such field.
 */
export function planProblems(plan: Plan): PlanSection[] {
  const phones: Record<PlanSection, string[]> = {
    members: plan.members.map((m) => m.phone),
    contacts: plan.contacts.map((c) => c.phone),
    meeting_places: [],
    pets: plan.pets.map((p) => p.vet_phone),
    services: plan.services.map((s) => s.phone),
    utilities: [],
    other_plans: plan.other_plans.map((o) => o.phone),
    evacuation: [],
  };
  return (Object.keys(phones) as PlanSection[]).filter(
    (section) =>
      phones[section].some(phoneProblem) ||
      (section === 'contacts' && plan.contacts.some((c) => emailProblem(c.email))),
  );
}
