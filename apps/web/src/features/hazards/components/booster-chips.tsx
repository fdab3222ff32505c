import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import PlaceIcon from '@mui/icons-material/Place';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
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
 *
 * Below `sm` the chips fold behind one button that names the choice ("Show for: Kids, Pets"),
 * so up to three rows of chips do not push the guide below the fold (issue 22, ADR 025); from
 * `sm` up they are always shown. CSS decides, so the server's page and the first paint agree.
 */
export function BoosterChips({ selectable, selected, onToggle, local }: BoosterChipsProps) {
  const { t } = useTranslation('hazards');
  const [open, setOpen] = useState(false);
  const chosen = selected.filter((toggle) => selectable.includes(toggle));
  const who =
    chosen.length > 0
      ? chosen.map((toggle) => t(`common:persons.${toggle}`)).join(', ')
      : t('detail.showForEveryone');
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
        const label = t(`common:persons.${toggle}`);
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
    <Box component="section" aria-labelledby="boosters-heading" sx={{ my: { xs: 1.5, sm: 2 } }}>
      <Typography
        id="boosters-heading"
        component="h2"
        sx={{ fontSize: '1rem', fontWeight: 700, mb: 1, display: { xs: 'none', sm: 'block' } }}
      >
        {t('detail.showFor')}
      </Typography>
      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls="booster-chips"
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />}
        onClick={() => setOpen((now) => !now)}
        sx={{
          display: { xs: 'inline-flex', sm: 'none' },
          minHeight: 44,
          textAlign: 'start',
          mb: open ? 1 : 0,
        }}
      >
        {t('detail.showForToggle', { who })}
      </Button>
      <Box
        id="booster-chips"
        sx={{ display: { xs: open ? 'flex' : 'none', sm: 'flex' }, flexDirection: 'column', gap: 1 }}
      >
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
