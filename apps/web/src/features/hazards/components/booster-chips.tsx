import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import PlaceIcon from '@mui/icons-material/Place';
import { ANIMAL_TOGGLES, HUMAN_TOGGLES, type Toggle } from '@prepwell/contract';

interface BoosterChipsProps {
  selectable: readonly Toggle[];
  selected: readonly Toggle[];
  onToggle: (toggle: Toggle) => void;
  /** The "Local" booster, offered while the reader's local information is shown. */
  local?: { on: boolean; onToggle: () => void };
}

/**
 * "Show for:" — booster chips grouped Humans and Animals. A chip is selectable only when some
 * block of the current stage is marked for it; selected chips lift the blocks marked for them.
 * "Local" (spec §4) is added, selected, when the reader's local information exists.
 */
export function BoosterChips({ selectable, selected, onToggle, local }: BoosterChipsProps) {
  const { t } = useTranslation('hazards');
  const group = (key: 'humans' | 'animals', toggles: readonly Toggle[]) => (
    <Box
      role="group"
      aria-labelledby={`boosters-${key}`}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Typography id={`boosters-${key}`} component="span" sx={{ fontWeight: 700, mr: 0.5 }}>
        {t(`detail.${key}`)}
      </Typography>
      {toggles.map((toggle) => {
        const available = selectable.includes(toggle);
        const on = available && selected.includes(toggle);
        const label = t(`persons.${toggle}`);
        return (
          <Chip
            key={toggle}
            label={label}
            clickable
            disabled={!available}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            icon={on ? <CheckIcon /> : undefined}
            aria-pressed={available ? on : undefined}
            aria-label={available ? label : t('detail.boosterUnavailable', { name: label })}
            onClick={() => available && onToggle(toggle)}
            // Unavailable, but still readable: dashed instead of faded.
            sx={{ '&.Mui-disabled': { opacity: 1, color: 'text.secondary', borderStyle: 'dashed' } }}
          />
        );
      })}
    </Box>
  );
  return (
    <Box component="section" aria-labelledby="boosters-heading" sx={{ my: 2 }}>
      <Typography id="boosters-heading" component="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {t('detail.showFor')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {local && (
          <Box sx={{ display: 'flex' }}>
            <Chip
              label={t('local.booster')}
              clickable
              color={local.on ? 'success' : 'default'}
              variant={local.on ? 'filled' : 'outlined'}
              icon={local.on ? <CheckIcon /> : <PlaceIcon />}
              aria-pressed={local.on}
              onClick={local.onToggle}
            />
          </Box>
        )}
        {group('humans', HUMAN_TOGGLES)}
        {group('animals', ANIMAL_TOGGLES)}
      </Box>
    </Box>
  );
}
