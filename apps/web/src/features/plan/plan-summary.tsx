import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Plan, PlanPrintSection } from '@prepwell/contract';
import { planSections } from './plan-print';

type Entry = PlanPrintSection['entries'][number];

/** One entry: its heading, then "label  value" rows (a value alone spans both columns). */
export function PlanEntry({ entry }: { entry: Entry }) {
  return (
    <Box component="li" sx={{ mb: 1.5, listStyle: 'none', breakInside: 'avoid' }}>
      {entry.heading && (
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{entry.heading}</Typography>
      )}
      {entry.lines.length > 0 && (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', columnGap: 2 }}
        >
          {entry.lines.map(({ label, value }, at) => (
            <Box key={at} sx={{ display: 'contents' }}>
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
 * filled fields. Shown when the plan can only be read (offline, the copy saved on this device),
 * and on the print page.
 */
export function PlanSummary({ plan, level = 'h2' }: { plan: Plan; level?: 'h2' | 'h3' }) {
  const { t } = useTranslation('pages');
  return (
    <>
      {planSections(t, plan).map(({ section, title, entries }) => (
        <Box component="section" key={section} aria-labelledby={`plan-${section}`} sx={{ mb: 3 }}>
          <Typography
            component={level}
            variant="h2"
            id={`plan-${section}`}
            sx={{ fontSize: '1.3rem', mb: 1 }}
          >
            {title}
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0 }}>
            {entries.map((entry, at) => (
              <PlanEntry key={at} entry={entry} />
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}
