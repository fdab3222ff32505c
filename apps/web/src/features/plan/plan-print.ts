import type { TFunction } from 'i18next';
import {
  PLAN_SECTIONS,
  planSectionFilled,
  type Plan,
  type PlanPdfRequest,
  type PlanPrintSection,
  type PlanSection,
} from '@prepwell/contract';

/*
 * The plan laid out to read and print (ADR 035), in the reader's words: the one model behind the
 * offline summary, the print page, and the PDFs the server sets from it. Empty fields are left out.
 */

type Entry = PlanPrintSection['entries'][number];
type Line = Entry['lines'][number];
type T = TFunction<'pages'>;

const line = (label: string, value: string | null | undefined): Line[] =>
  value && value.trim() ? [{ label, value: value.trim() }] : [];
const named = (t: T, name: string, unnamedKey: string, at: number) =>
  name.trim() || t(unnamedKey, { n: at + 1 });

/** A person's name, date of birth (or age group) and phone. */
function aboutLines(t: T, member: Plan['members'][number]): Line[] {
  return [
    ...line(t('plan.members.born'), member.born),
    ...(member.born
      ? []
      : line(
          t('plan.members.ageGroup'),
          member.age_group && t(`plan.members.ageGroups.${member.age_group}`),
        )),
    ...line(t('plan.fields.phone'), member.phone),
  ];
}

/** What a helper needs to know about a person's health. */
function medicalLines(t: T, member: Plan['members'][number]): Line[] {
  return [
    ...line(t('plan.members.conditions'), member.conditions),
    ...line(t('plan.members.medicines'), member.medicines),
    ...line(t('plan.members.allergies'), member.allergies),
    ...line(t('plan.members.devices'), member.devices),
    ...line(t('plan.members.helpNote'), member.help_note),
  ];
}

/** One section's entries, each with its filled fields. */
function sectionEntries(t: T, plan: Plan, section: PlanSection): Entry[] {
  switch (section) {
    case 'members':
      return plan.members.map((m, at) => ({
        heading: named(t, m.name, 'plan.members.unnamed', at),
        lines: [...aboutLines(t, m), ...medicalLines(t, m)],
      }));
    case 'contacts':
      return plan.contacts.map((c, at) => ({
        heading: named(t, c.name, 'plan.contacts.unnamed', at),
        lines: [
          ...line(t('plan.contacts.relationship'), c.relationship),
          ...line(t('plan.fields.phone'), c.phone),
          ...line(t('plan.contacts.email'), c.email),
          ...(c.out_of_town ? [{ label: '', value: t('plan.contacts.outOfTown') }] : []),
        ],
      }));
    case 'meeting_places':
      return plan.meeting_places.map((p, at) => ({
        heading: named(t, p.name, 'plan.meetingPlaces.unnamed', at),
        lines: [
          ...line(t('plan.meetingPlaces.kind'), t(`plan.meetingPlaces.kinds.${p.kind}`)),
          ...line(t('plan.meetingPlaces.address'), p.address),
          ...line(t('plan.meetingPlaces.savedPlace'), p.place?.name),
        ],
      }));
    case 'pets':
      return plan.pets.map((p, at) => ({
        heading: named(t, p.name, 'plan.pets.unnamed', at),
        lines: [
          ...line(t('plan.pets.kind'), p.kind),
          ...line(t('plan.pets.microchip'), p.microchip),
          ...line(t('plan.pets.vet'), p.vet),
          ...line(t('plan.pets.vetPhone'), p.vet_phone),
        ],
      }));
    case 'services':
      return plan.services.map((s, at) => ({
        heading: named(t, s.name, 'plan.services.unnamed', at),
        lines: [
          ...line(t('plan.services.kind'), t(`plan.services.kinds.${s.kind}`)),
          ...line(t('plan.fields.phone'), s.phone),
          ...line(t('plan.services.number'), s.number),
        ],
      }));
    case 'utilities':
      return [
        {
          heading: t('plan.sections.utilities.title'),
          lines: (['gas', 'water', 'power'] as const).flatMap((u) =>
            line(t(`plan.utilities.${u}`), plan.utilities[u]),
          ),
        },
      ];
    case 'other_plans':
      return plan.other_plans.map((o, at) => ({
        heading: named(t, o.name, 'plan.otherPlans.unnamed', at),
        lines: [
          ...line(t('plan.otherPlans.kind'), t(`plan.otherPlans.kinds.${o.kind}`)),
          ...line(t('plan.fields.phone'), o.phone),
          ...line(t('plan.otherPlans.plan'), o.plan),
        ],
      }));
    case 'evacuation':
      return [
        {
          heading: t('plan.sections.evacuation.title'),
          lines: [
            ...line(t('plan.evacuation.routes'), plan.evacuation.routes),
            ...line(t('plan.evacuation.destination'), plan.evacuation.destination),
          ],
        },
      ];
  }
}

/** Every section that holds anything, in the plan's order, keyed by section. */
export function planSections(t: T, plan: Plan): (PlanPrintSection & { section: PlanSection })[] {
  return PLAN_SECTIONS.filter((section) => planSectionFilled(plan, section)).map((section) => ({
    section,
    title: t(`plan.sections.${section}.title`),
    entries: sectionEntries(t, plan, section),
  }));
}

/**
 * One wallet card per household member (Ready.gov's wallet card): who they are, their medical
 * needs, the household's contacts (out of town marked) and meeting places. A plan with no members
 * yet gets one card for the household.
 */
export function walletCards(t: T, plan: Plan): PlanPrintSection[] {
  const shared: Entry[] = [
    {
      heading: t('plan.sections.contacts.title'),
      lines: plan.contacts.flatMap((c, at) => {
        const who = [
          named(t, c.name, 'plan.contacts.unnamed', at),
          c.relationship.trim() && `(${c.relationship.trim()})`,
        ]
          .filter(Boolean)
          .join(' ');
        const label = c.out_of_town ? `${who} · ${t('plan.print.outOfTown')}` : who;
        return line(label, c.phone || c.email);
      }),
    },
    {
      heading: t('plan.sections.meeting_places.title'),
      lines: plan.meeting_places.flatMap((p) =>
        line(
          t(`plan.meetingPlaces.kinds.${p.kind}`),
          [p.name, p.address]
            .map((s) => s.trim())
            .filter(Boolean)
            .join(', '),
        ),
      ),
    },
  ];
  const cards =
    plan.members.length > 0
      ? plan.members.map((m, at) => ({
          title: named(t, m.name, 'plan.members.unnamed', at),
          entries: [
            { heading: '', lines: aboutLines(t, m) },
            { heading: t('plan.print.medical'), lines: medicalLines(t, m) },
            ...shared,
          ],
        }))
      : [{ title: t('plan.print.household'), entries: shared }];
  return cards.map((card) => ({ ...card, entries: card.entries.filter((entry) => entry.lines.length > 0) }));
}

/** What the server is sent to make one of the plan's PDFs, in the reader's words. */
export function planPdfRequest(
  t: T,
  plan: Plan,
  layout: PlanPdfRequest['layout'],
  date: string,
): PlanPdfRequest {
  return {
    layout,
    title: layout === 'cards' ? t('plan.print.cardTitle') : t('plan.title'),
    footer: layout === 'cards' ? t('plan.print.call911') : t('plan.print.footer', { date }),
    more: t('plan.print.more'),
    instructions: t('plan.print.instructions'),
    sections: (layout === 'cards' ? walletCards(t, plan) : planSections(t, plan)).map(
      ({ title, entries }) => ({
        title,
        entries,
      }),
    ),
  };
}
