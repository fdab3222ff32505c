import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import type { SavedPlace } from '@prepwell/contract';

/** The value that stands for the device's own position in the picker. */
const MY_LOCATION = '';

interface LocalPlacePickerProps {
  places: readonly SavedPlace[];
  /** The chosen saved place's id, or null for the device's position. */
  chosen: string | null;
  onChoose: (place: SavedPlace | null) => void;
}

/**
 * "Local to": which of the reader's saved places local information is for, or their own position
 * (ADR 034). A native select (the phone's own picker), in a chunk of its own: it shows only for
 * someone with saved places, once the page has hydrated.
 */
export function LocalPlacePicker({ places, chosen, onChoose }: LocalPlacePickerProps) {
  const { t } = useTranslation('hazards');
  const value = chosen !== null && places.some((place) => place.id === chosen) ? chosen : MY_LOCATION;
  return (
    <TextField
      select
      size="small"
      label={t('local.placeLabel')}
      value={value}
      onChange={(event) => onChoose(places.find((place) => place.id === event.target.value) ?? null)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160, maxWidth: 260 }}
      data-testid="local-place"
    >
      <option value={MY_LOCATION}>{t('local.myLocation')}</option>
      {places.map((place) => (
        <option key={place.id} value={place.id}>
          {place.name}
        </option>
      ))}
    </TextField>
  );
}
