import { describe, expect, it } from 'vitest';
import { emptyPlan, PLAN_FACTS, planFactHolds, type Plan, type PlanFact } from '../src/index.js';

/** The least plan that states each fact (a contact or service with a way to reach it). */
const stating: Record<PlanFact, (plan: Plan) => void> = {
  out_of_town_contact: (plan) =>
    plan.contacts.push({
      id: crypto.randomUUID(),
      name: 'Ana',
      relationship: '',
      phone: '',
      email: 'ana@example.org',
      out_of_town: true,
    }),
  meeting_near_home: (plan) =>
    plan.meeting_places.push({
      id: crypto.randomUUID(),
      kind: 'near-home',
      name: 'Oak',
      address: '',
      place: null,
    }),
  meeting_neighbourhood: (plan) =>
    plan.meeting_places.push({
      id: crypto.randomUUID(),
      kind: 'neighbourhood',
      name: 'Library',
      address: '',
      place: null,
    }),
  meeting_out_of_town: (plan) =>
    plan.meeting_places.push({
      id: crypto.randomUUID(),
      kind: 'out-of-town',
      name: "Grandma's",
      address: '',
      place: null,
    }),
  doctor: (plan) =>
    plan.services.push({
      id: crypto.randomUUID(),
      kind: 'doctor',
      name: 'Dr Lee',
      phone: '555 0100',
      number: '',
    }),
  vet: (plan) =>
    plan.pets.push({
      id: crypto.randomUUID(),
      name: 'Rex',
      kind: 'dog',
      microchip: '',
      vet: '',
      vet_phone: '555 0101',
    }),
  other_plans: (plan) =>
    plan.other_plans.push({
      id: crypto.randomUUID(),
      kind: 'school',
      name: 'Oak School',
      phone: '',
      plan: '',
    }),
  evacuation_destination: (plan) => (plan.evacuation.destination = "My sister's in Salem"),
};

describe('the plan facts a Prep Check answer is pre-filled from', () => {
  it.each(PLAN_FACTS)('%s holds in a plan that states it, and in no other one', (fact) => {
    expect(planFactHolds(emptyPlan(), fact)).toBe(false);
    const plan = emptyPlan();
    stating[fact](plan);
    for (const other of PLAN_FACTS) expect(planFactHolds(plan, other), other).toBe(other === fact);
  });

  it('needs a way to reach an out-of-town contact or a doctor, and an out-of-town contact', () => {
    const plan = emptyPlan();
    stating.out_of_town_contact(plan);
    stating.doctor(plan);
    plan.contacts[0]!.email = ' ';
    plan.services[0]!.phone = '';
    expect(planFactHolds(plan, 'out_of_town_contact')).toBe(false);
    expect(planFactHolds(plan, 'doctor')).toBe(false);
    plan.contacts[0]!.phone = '555 0102';
    plan.contacts[0]!.out_of_town = false;
    expect(planFactHolds(plan, 'out_of_town_contact')).toBe(false);
  });
});
