import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { PLACE_NAME_MAX, type PlaceMatch, type SavedPlace } from '@prepwell/contract';
import { placeSearchQueryOptions } from '../../lib/places/places-api';

/** What a search may look for: two letters of a name, or a whole ZIP code. */
const searchable = (text: string) => {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? /^\d{5}$/.test(trimmed) : trimmed.length >= 2;
};

/** "Portland, OR, United States" or "97201 (Portland, OR)", in the reader's language. */
export function placeLabel(match: PlaceMatch, lang: string): string {
  let country = match.country;
  try {
    country = new Intl.DisplayNames([lang], { type: 'region' }).of(match.country) ?? match.country;
  } catch {
    // an unknown code is shown as it is
  }
  if (match.kind === 'zip')
    return `${match.name} (${[match.locality, match.region].filter(Boolean).join(', ')})`;
  return [match.name, match.region, country].filter(Boolean).join(', ');
}

/** Where to the nearest 100 m or so: enough for alerts, no more than needed. */
const rounded = (value: number) => Math.round(value * 1000) / 1000;

type Chosen = Pick<SavedPlace, 'lat' | 'lng' | 'source'> & { label: string };

/**
 * Adding a place: a name, and where it is, found by city or US ZIP code (searched on our server,
 * offline from any geocoding service) or by the device's location.
 */
export function PlaceForm({
  onSave,
  onCancel,
}: {
  onSave: (place: Omit<SavedPlace, 'id'>) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('pages');
  const lang = i18n.resolvedLanguage ?? 'en';
  const id = useId();
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [locating, setLocating] = useState<'idle' | 'locating' | 'denied' | 'failed'>('idle');
  const [problem, setProblem] = useState<'name' | 'place' | null>(null);
  const [saving, setSaving] = useState(false);

  // The search waits for a pause in typing.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(searchable(text) ? text.trim() : ''), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useQuery({ ...placeSearchQueryOptions(query), enabled: query !== '' });
  const matches = search.data?.places ?? [];

  const locateMe = () => {
    if (!('geolocation' in navigator)) return setLocating('failed');
    setLocating('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle');
        const lat = rounded(coords.latitude);
        const lng = rounded(coords.longitude);
        setChosen({ lat, lng, source: 'location', label: t('alerts.form.myLocation', { lat, lng }) });
        setProblem(null);
      },
      (error) => setLocating(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setProblem('name');
    if (!chosen) return setProblem('place');
    setSaving(true);
    try {
      await onSave({ name: name.trim(), lat: chosen.lat, lng: chosen.lng, source: chosen.source });
    } finally {
      setSaving(false);
    }
  };

  const matchKey = (match: PlaceMatch) => `${match.lat},${match.lng}`;
  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={submit}
      noValidate
      sx={{ p: 2, my: 2, maxWidth: 720 }}
    >
      <Typography variant="h3" component="h3" id={`${id}-title`} sx={{ fontSize: '1.15rem', mb: 2 }}>
        {t('alerts.form.title')}
      </Typography>
      <TextField
        label={t('alerts.form.name')}
        helperText={problem === 'name' ? t('alerts.form.nameRequired') : t('alerts.form.nameHelp')}
        error={problem === 'name'}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: PLACE_NAME_MAX } }}
        required
        fullWidth
        sx={{ mb: 2 }}
      />
      <TextField
        label={t('alerts.form.search')}
        helperText={t('alerts.form.searchHelp')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        type="search"
        autoComplete="off"
        fullWidth
        sx={{ mb: 1 }}
      />
      <Box aria-live="polite" sx={{ minHeight: 24 }}>
        {search.isFetching && <Typography>{t('alerts.form.searching')}</Typography>}
        {search.isError && <Alert severity="error">{t('alerts.form.searchFailed')}</Alert>}
        {search.isSuccess && !search.isFetching && matches.length === 0 && (
          <Typography>{t('alerts.form.noMatch')}</Typography>
        )}
      </Box>
      {matches.length > 0 && (
        <RadioGroup
          aria-label={t('alerts.form.results')}
          value={chosen && chosen.source !== 'location' ? `${chosen.lat},${chosen.lng}` : ''}
          onChange={(event) => {
            const match = matches.find((candidate) => matchKey(candidate) === event.target.value);
            if (!match) return;
            setChosen({ lat: match.lat, lng: match.lng, source: match.kind, label: placeLabel(match, lang) });
            setProblem(null);
          }}
          sx={{ mb: 1 }}
        >
          {matches.map((match) => (
            <FormControlLabel
              key={matchKey(match)}
              value={matchKey(match)}
              control={<Radio />}
              label={`${placeLabel(match, lang)}${
                matches.filter((other) => placeLabel(other, lang) === placeLabel(match, lang)).length > 1
                  ? ` (${match.lat.toFixed(2)}, ${match.lng.toFixed(2)})`
                  : ''
              }`}
            />
          ))}
        </RadioGroup>
      )}
      <Button
        variant="outlined"
        startIcon={<MyLocationIcon aria-hidden="true" />}
        onClick={locateMe}
        disabled={locating === 'locating'}
        sx={{ mb: 1 }}
      >
        {locating === 'locating' ? t('alerts.form.locating') : t('alerts.form.useLocation')}
      </Button>
      {locating === 'denied' && <Alert severity="warning">{t('alerts.form.locationDenied')}</Alert>}
      {locating === 'failed' && <Alert severity="warning">{t('alerts.form.locationFailed')}</Alert>}
      <Box aria-live="polite" sx={{ my: 1 }}>
        {chosen && (
          <Typography sx={{ fontWeight: 700 }}>{t('alerts.form.chosen', { place: chosen.label })}</Typography>
        )}
        {problem === 'place' && <Alert severity="error">{t('alerts.form.placeRequired')}</Alert>}
      </Box>
      <Typography sx={{ color: 'text.secondary', fontSize: '0.85rem', mt: 1 }}>
        {t('alerts.form.credit')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {t('alerts.form.save')}
        </Button>
        <Button onClick={onCancel}>{t('alerts.form.cancel')}</Button>
      </Box>
    </Paper>
  );
}
