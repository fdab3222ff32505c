import { describe, expect, it } from 'vitest';
import { emptyPlan, type Plan, type PlanContact } from '@prepwell/contract';
import { toPlan } from '../api/plan-api';
import { mergedPlan } from '../merge-plan';
import { planProblems } from '../plan-problems';

const contact = (id: string, name: string): PlanContact => ({
  id,
  name,
  relationship: '',
  phone: '',
  email: '',
  out_of_town: false,
});
const ids = ['a', 'b', 'c'].map((letter) => `00000000-0000-4000-8000-00000000000${letter}`);

describe('the plan kept on a device joining the account at sign-in', () => {
  it('adds the device’s new entries after the account’s, never one twice', () => {
    const account: Plan = { ...emptyPlan(), contacts: [contact(ids[0]!, 'Ana')] };
    const device: Plan = {
      ...emptyPlan(),
      contacts: [contact(ids[0]!, 'Ana (old)'), contact(ids[1]!, 'Sam')],
    };
    expect(mergedPlan(account, device).contacts.map((entry) => entry.name)).toEqual(['Ana', 'Sam']);
  });

  it('fills only the fields the account left empty', () => {
    const account: Plan = { ...emptyPlan(), utilities: { gas: 'North wall', water: ' ', power: '' } };
    const device: Plan = { ...emptyPlan(), utilities: { gas: 'Garage', water: 'Basement', power: '' } };
    expect(mergedPlan(account, device).utilities).toEqual({
      gas: 'North wall',
      water: 'Basement',
      power: '',
    });
  });

  it('keeps at most the contract’s entries per list', () => {
    const many = Array.from({ length: 25 }, (_, at) =>
      contact(`00000000-0000-4000-8000-${String(at).padStart(12, '0')}`, `C${at}`),
    );
    expect(mergedPlan(emptyPlan(), { ...emptyPlan(), contacts: many }).contacts).toHaveLength(20);
  });
});

describe('a plan read back from storage', () => {
  it('has every section, whatever was stored', () => {
    expect(toPlan({ contacts: [contact(ids[2]!, 'Lou')], utilities: { gas: 'x', water: 3 } })).toEqual({
      ...emptyPlan(),
      contacts: [contact(ids[2]!, 'Lou')],
      utilities: { gas: 'x', water: '', power: '' },
    });
    expect(toPlan('nonsense')).toBeUndefined();
  });
});

describe('what a device’s plan may hold that the account refuses', () => {
  it('names each section with a phone number or email address the server would refuse', () => {
    const plan: Plan = {
      ...emptyPlan(),
      contacts: [{ ...contact(ids[0]!, 'Ana'), phone: '503 555 0199', email: 'ana at home' }],
      services: [{ id: ids[1]!, kind: 'doctor', name: 'Dr. Lee', phone: 'ask Ana', number: '' }],
      pets: [
        { id: ids[2]!, name: 'Miso', kind: 'Cat', microchip: '', vet: '', vet_phone: '+1 (503) 555-0100 #2' },
      ],
    };
    expect(planProblems(plan)).toEqual(['contacts', 'services']);
    expect(planProblems(emptyPlan())).toEqual([]);
    expect(planProblems({ ...plan, contacts: [], services: [] })).toEqual([]);
  });
});
