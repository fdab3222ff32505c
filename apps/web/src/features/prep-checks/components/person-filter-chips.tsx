import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PersonFilter } from '@prepwell/contract';

interface PersonFilterChipsProps {
  /** The people the listed Prep Checks are for, each offered once. */
  choices: PersonFilter[];
  /** The chosen ones (none: every Prep Check is shown). */
  filters: PersonFilter[];
  onChange: (filters: PersonFilter[]) => void;
}

/** "Filter By:" (spec §2): a chip per person filter, pressed while chosen, and Reset. */
export function PersonFilterChips({ choices, filters, onChange }: PersonFilterChipsProps) {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <Box
      role="group"
      aria-label={t('prepChecks.filtersLabel')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}
    >
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {t('prepChecks.filterBy')}
      </Typography>
      {choices.map((filter) => {
        const on = filters.includes(filter);
        return (
          <Chip
            key={filter}
            label={t(`common:persons.${filter}`)}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            aria-pressed={on}
            onClick={() => onChange(on ? filters.filter((f) => f !== filter) : [...filters, filter])}
            sx={{ minHeight: 36 }}
          />
        );
      })}
      {filters.length > 0 && (
        <Button onClick={() => onChange([])} sx={{ minHeight: 44 }}>
          {t('prepChecks.resetFilters')}
        </Button>
      )}
    </Box>
  );
}
