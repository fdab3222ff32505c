import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PLAN_SECTIONS, planSectionFilled, type Plan, type PlanSection } from '@prepwell/contract';

/** One entry as lines "Label: value", the empty fields left out. */
type Lines = [label: string, value: string][];

function Entry({ heading, lines }: { heading: string; lines: Lines }) {
  const shown = lines.filter(([, value]) => value.trim() !== '');
  return (
    <Box component="li" sx={{ mb: 1.5, listStyle: 'none' }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{heading}</Typography>
      {shown.length > 0 && (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', columnGap: 2 }}
        >
          {shown.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * The whole plan to read (ADR 035): each section that holds anything, its entries with their
 * filled fields. Shown when the plan can only be read (offline, the copy saved on this device).
 */
export function PlanSummary({ plan }: { plan: Plan }) {
  const { t } = useTranslation('pages');
  const named = (name: string, unnamedKey: string, at: number) => name.trim() || t(unnamedKey, { n: at + 1 });
  const entries = (section: PlanSection): { heading: string; lines: Lines }[] => {
    switch (section) {
      case 'members':
        return plan.members.map((m, at) => ({
          heading: named(m.name, 'plan.members.unnamed', at),
          lines: [
            [t('plan.fields.phone'), m.phone],
            [t('plan.members.born'), m.born ?? ''],
            [t('plan.members.ageGroup'), m.age_group ? t(`plan.members.ageGroups.${m.age_group}`) : ''],
            [t('plan.members.conditions'), m.conditions],
            [t('plan.members.medicines'), m.medicines],
            [t('plan.members.allergies'), m.allergies],
            [t('plan.members.devices'), m.devices],
            [t('plan.members.helpNote'), m.help_note],
          ],
        }));
      case 'contacts':
        return plan.contacts.map((c, at) => ({
          heading: named(c.name, 'plan.contacts.unnamed', at),
          lines: [
            [t('plan.contacts.relationship'), c.relationship],
            [t('plan.fields.phone'), c.phone],
            [t('plan.contacts.email'), c.email],
            [t('plan.contacts.outOfTown'), c.out_of_town ? '✓' : ''],
          ],
        }));
      case 'meeting_places':
        return plan.meeting_places.map((p, at) => ({
          heading: named(p.name, 'plan.meetingPlaces.unnamed', at),
          lines: [
            [t('plan.meetingPlaces.kind'), t(`plan.meetingPlaces.kinds.${p.kind}`)],
            [t('plan.meetingPlaces.address'), p.address],
            [t('plan.meetingPlaces.savedPlace'), p.place?.name ?? ''],
          ],
        }));
      case 'pets':
        return plan.pets.map((p, at) => ({
          heading: named(p.name, 'plan.pets.unnamed', at),
          lines: [
            [t('plan.pets.kind'), p.kind],
            [t('plan.pets.microchip'), p.microchip],
            [t('plan.pets.vet'), p.vet],
            [t('plan.pets.vetPhone'), p.vet_phone],
          ],
        }));
      case 'services':
        return plan.services.map((s, at) => ({
          heading: named(s.name, 'plan.services.unnamed', at),
          lines: [
            [t('plan.services.kind'), t(`plan.services.kinds.${s.kind}`)],
            [t('plan.fields.phone'), s.phone],
            [t('plan.services.number'), s.number],
          ],
        }));
      case 'utilities':
        return [
          {
            heading: t('plan.sections.utilities.title'),
            lines: (['gas', 'water', 'power'] as const).map((u) => [
              t(`plan.utilities.${u}`),
              plan.utilities[u],
            ]),
          },
        ];
      case 'other_plans':
        return plan.other_plans.map((o, at) => ({
          heading: named(o.name, 'plan.otherPlans.unnamed', at),
          lines: [
            [t('plan.otherPlans.kind'), t(`plan.otherPlans.kinds.${o.kind}`)],
            [t('plan.fields.phone'), o.phone],
            [t('plan.otherPlans.plan'), o.plan],
          ],
        }));
      case 'evacuation':
        return [
          {
            heading: t('plan.sections.evacuation.title'),
            lines: [
              [t('plan.evacuation.routes'), plan.evacuation.routes],
              [t('plan.evacuation.destination'), plan.evacuation.destination],
            ],
          },
        ];
    }
  };
  return (
    <>
      {PLAN_SECTIONS.filter((section) => planSectionFilled(plan, section)).map((section) => (
        <Box component="section" key={section} aria-labelledby={`plan-${section}`} sx={{ mb: 3 }}>
          <Typography variant="h2" id={`plan-${section}`} sx={{ fontSize: '1.3rem', mb: 1 }}>
            {t(`plan.sections.${section}.title`)}
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0 }}>
            {entries(section).map((entry, at) => (
              <Entry key={at} heading={entry.heading} lines={entry.lines} />
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}
