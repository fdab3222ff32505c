import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { emptyPlan, planPdfRequestSchema, type Plan } from '@prepwell/contract';
import { newMember } from '../members-form';
import { planPdfRequest, planSections, walletCards } from '../plan-print';

/** The keys themselves, with the number of an unnamed entry: what each line is made of shows. */
const t = ((key: string, options?: { n?: number; date?: string }) =>
  options?.n
    ? `${key}#${options.n}`
    : options?.date
      ? `${key}@${options.date}`
      : key) as unknown as TFunction<'pages'>;

const member = (name: string, fields: Partial<Plan['members'][number]> = {}) => ({
  ...newMember(),
  name,
  ...fields,
});

function plan(): Plan {
  return {
    ...emptyPlan(),
    members: [
      member('Rosa', { born: '1948-03-09', age_group: 'older-adult', allergies: ' Penicillin ' }),
      member('', { age_group: 'child' }),
    ],
    contacts: [
      {
        id: crypto.randomUUID(),
        name: 'Ana',
        relationship: 'Daughter',
        phone: '',
        email: 'ana@example.org',
        out_of_town: true,
      },
      {
        id: crypto.randomUUID(),
        name: 'Luis',
        relationship: '',
        phone: '503 555 0100',
        email: '',
        out_of_town: false,
      },
    ],
    meeting_places: [
      {
        id: crypto.randomUUID(),
        kind: 'near-home',
        name: 'The oak',
        address: 'SE 12th and Pine',
        place: null,
      },
    ],
    utilities: { gas: 'North wall', water: '', power: '' },
  };
}

describe('the plan on paper', () => {
  it('makes one wallet card per member: who they are, their medical needs, then the household’s contacts and meeting places', () => {
    const [rosa, child] = walletCards(t, plan());
    expect(rosa).toEqual({
      title: 'Rosa',
      entries: [
        // The date of birth stands for the age group; an empty field is left out; text is trimmed.
        { heading: '', lines: [{ label: 'plan.members.born', value: '1948-03-09' }] },
        { heading: 'plan.print.medical', lines: [{ label: 'plan.members.allergies', value: 'Penicillin' }] },
        {
          heading: 'plan.sections.contacts.title',
          lines: [
            // A contact without a phone is reached by email; out of town is said.
            { label: 'Ana (Daughter) · plan.print.outOfTown', value: 'ana@example.org' },
            { label: 'Luis', value: '503 555 0100' },
          ],
        },
        {
          heading: 'plan.sections.meeting_places.title',
          lines: [{ label: 'plan.meetingPlaces.kinds.near-home', value: 'The oak, SE 12th and Pine' }],
        },
      ],
    });
    // An unnamed person has a card under their number; a group with nothing in it is left out.
    expect(child!.title).toBe('plan.members.unnamed#2');
    expect(child!.entries.map((e) => e.heading)).toEqual([
      '',
      'plan.sections.contacts.title',
      'plan.sections.meeting_places.title',
    ]);
  });

  it('makes one card for the household when no one is listed yet', () => {
    const cards = walletCards(t, { ...plan(), members: [] });
    expect(cards.map((c) => c.title)).toEqual(['plan.print.household']);
  });

  it('lists the filled sections of the whole plan in order, and the server accepts what the app sends', () => {
    expect(planSections(t, plan()).map((s) => s.section)).toEqual([
      'members',
      'contacts',
      'meeting_places',
      'utilities',
    ]);
    for (const layout of ['cards', 'plan'] as const) {
      const request = planPdfRequest(t, plan(), layout, '29 November 2026');
      expect(planPdfRequestSchema.safeParse(request).success, layout).toBe(true);
      expect(request.sections[0]).not.toHaveProperty('section');
    }
    expect(planPdfRequest(t, plan(), 'plan', '29 November 2026').footer).toBe(
      'plan.print.footer@29 November 2026',
    );
  });
});
