import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import TuneIcon from '@mui/icons-material/Tune';
import { OTHER_HAZARDS, type PersonFilter } from '@prepwell/contract';
import { visibleChips } from '../lib/crisis-options';

export interface OptionFilterValue {
  /** null: every hazard; OTHER_HAZARDS (−1): options naming no hazard. */
  hazard: number | null;
  who: PersonFilter[];
}

interface OptionFiltersProps {
  value: OptionFilterValue;
  onChange: (next: OptionFilterValue) => void;
  /** The hazards the options name, with their names in the reader's language. */
  hazards: { id: number; name: string }[];
  /** The person types to choose from (the spec's fixed list). */
  people: readonly PersonFilter[];
}

/**
 * The filter picker (spec §2): the hazard dropdown with "Other Hazards" (−1) and Reset, and the
 * "Who needs help?" multi-select (the last 2 choices as chips, then "+N"). Laid out inline from
 * small screens up; on the smallest, behind a Filters button that opens them in a dialog. CSS
 * chooses, so the server's page and the browser's agree.
 */
export function OptionFilters(props: OptionFiltersProps) {
  const { t } = useTranslation('pages');
  const [dialog, setDialog] = useState(false);
  const chosen = (props.value.hazard !== null ? 1 : 0) + props.value.who.length;
  return (
    <>
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <FilterFields {...props} idPrefix="inline" />
      </Box>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <Button
          variant="outlined"
          startIcon={<TuneIcon />}
          onClick={() => setDialog(true)}
          aria-haspopup="dialog"
          sx={{ minHeight: 44 }}
        >
          {t('emergencyHelp.filters')}
          {chosen > 0 ? ` (${chosen})` : ''}
        </Button>
      </Box>
      <Dialog open={dialog} onClose={() => setDialog(false)} fullWidth aria-labelledby="option-filters-title">
        <DialogTitle id="option-filters-title">{t('emergencyHelp.filtersTitle')}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            <FilterFields {...props} idPrefix="dialog" />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setDialog(false)} sx={{ minHeight: 44 }}>
            {t('emergencyHelp.done')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function FilterFields({
  value,
  onChange,
  hazards,
  people,
  idPrefix,
}: OptionFiltersProps & { idPrefix: string }) {
  const { t } = useTranslation(['pages', 'common']);
  const person = (filter: PersonFilter) => t(`common:persons.${filter}`);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: { sm: 260 } }}>
        <TextField
          select
          id={`${idPrefix}-hazard`}
          label={t('emergencyHelp.hazardLabel')}
          value={value.hazard === null ? '' : String(value.hazard)}
          onChange={(event) =>
            onChange({ ...value, hazard: event.target.value === '' ? null : Number(event.target.value) })
          }
          fullWidth
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('emergencyHelp.anyHazard')}</MenuItem>
          {hazards.map((hazard) => (
            <MenuItem key={hazard.id} value={String(hazard.id)}>
              {hazard.name}
            </MenuItem>
          ))}
          <MenuItem value={String(OTHER_HAZARDS)}>{t('emergencyHelp.otherHazards')}</MenuItem>
        </TextField>
        {value.hazard !== null && (
          <Button onClick={() => onChange({ ...value, hazard: null })} sx={{ minHeight: 44, flexShrink: 0 }}>
            {t('emergencyHelp.reset')}
          </Button>
        )}
      </Box>
      <Autocomplete
        id={`${idPrefix}-who`}
        multiple
        disableCloseOnSelect
        options={people}
        value={value.who}
        onChange={(_, who) => onChange({ ...value, who })}
        getOptionLabel={person}
        noOptionsText={t('emergencyHelp.noPickerOptions')}
        sx={{ minWidth: { sm: 300 }, flex: { sm: 1 } }}
        renderValue={(selected, getItemProps) => {
          const { chips, more } = visibleChips(selected);
          return (
            <>
              {chips.map((filter) => {
                const { key, ...itemProps } = getItemProps({ index: selected.indexOf(filter) });
                return <Chip key={key} size="small" label={person(filter)} {...itemProps} />;
              })}
              {more > 0 && (
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('emergencyHelp.moreChips', { count: more })}
                  aria-label={t('emergencyHelp.moreChipsLabel', { count: more })}
                />
              )}
            </>
          );
        }}
        renderInput={(params) => <TextField {...params} label={t('emergencyHelp.whoLabel')} />}
      />
    </>
  );
}
