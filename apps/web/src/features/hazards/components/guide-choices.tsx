import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import TuneIcon from '@mui/icons-material/Tune';
import { GUIDE_CATEGORIES, PERSON_FILTERS, TOPICS } from '@prepwell/contract';
import { NO_CHOICES, toggleChoice, type GuideChoices } from '../lib/filter-hazards';

interface GroupProps<T extends string> {
  id: string;
  label: string;
  values: readonly T[];
  chosen: readonly T[];
  labelOf: (value: T) => string;
  onToggle: (value: T) => void;
}

/** One group of toggle chips (several may be on: any of them matches). */
function ChipGroup<T extends string>({ id, label, values, chosen, labelOf, onToggle }: GroupProps<T>) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
      <Typography component="legend" id={id} sx={{ fontWeight: 700, mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {values.map((value) => {
          const on = chosen.includes(value);
          return (
            <Chip
              key={value}
              label={labelOf(value)}
              clickable
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              icon={on ? <CheckIcon /> : undefined}
              aria-pressed={on}
              onClick={() => onToggle(value)}
            />
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * The guide's category buttons, topic chips and audience filter chips. Within one group several
 * choices mean any of them; across groups all must hold (lib/filter-hazards.ts).
 */
export function GuideChoicesPanel({
  choices,
  onChange,
}: {
  choices: GuideChoices;
  onChange: (choices: GuideChoices) => void;
}) {
  const { t } = useTranslation('hazards');
  const changed = choices.categories.length + choices.topics.length + choices.filters.length > 0;
  // On a phone the chips would push the hazards off the first screen: they fold behind a button.
  const [open, setOpen] = useState(() => choices.topics.length + choices.filters.length > 0);
  const chosenCount = choices.topics.length + choices.filters.length;
  return (
    <Box component="section" className="needs-script" aria-label={t('guide.filters.label')} sx={{ mb: 2 }}>
      <Box
        role="group"
        aria-label={t('guide.categories.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        {GUIDE_CATEGORIES.map((category) => {
          const on = choices.categories.includes(category);
          return (
            <Button
              key={category}
              variant={on ? 'contained' : 'outlined'}
              aria-pressed={on}
              onClick={() => onChange({ ...choices, categories: toggleChoice(choices.categories, category) })}
            >
              {t(`guide.categories.${category}`)}
            </Button>
          );
        })}
      </Box>
      <Button
        variant="text"
        startIcon={<TuneIcon />}
        aria-expanded={open}
        aria-controls="guide-more-choices"
        onClick={() => setOpen((now) => !now)}
        sx={{ display: { md: 'none' }, mb: 1 }}
      >
        {chosenCount > 0 ? t('guide.filters.toggleCount', { count: chosenCount }) : t('guide.filters.toggle')}
      </Button>
      <Box id="guide-more-choices" sx={{ display: { xs: open ? 'block' : 'none', md: 'block' } }}>
        <ChipGroup
          id="guide-topics"
          label={t('guide.topics.label')}
          values={TOPICS}
          chosen={choices.topics}
          labelOf={(topic) => t(`guide.topics.${topic}`)}
          onToggle={(topic) => onChange({ ...choices, topics: toggleChoice(choices.topics, topic) })}
        />
        <ChipGroup
          id="guide-filters"
          label={t('guide.filters.label')}
          values={PERSON_FILTERS}
          chosen={choices.filters}
          labelOf={(filter) => t(`common:persons.${filter}`)}
          onToggle={(filter) => onChange({ ...choices, filters: toggleChoice(choices.filters, filter) })}
        />
      </Box>
      {changed && (
        <Button size="small" onClick={() => onChange(NO_CHOICES)}>
          {t('guide.filters.reset')}
        </Button>
      )}
    </Box>
  );
}
