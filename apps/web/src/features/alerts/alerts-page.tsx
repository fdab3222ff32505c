import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import DeleteIcon from '@mui/icons-material/Delete';
import { ALERT_PLACES_MAX, type LanguageCode, type SavedPlace } from '@prepwell/contract';
import { Page } from '../../components/page';
import { useToast } from '../../components/toast';
import { newId } from '../../lib/new-id';
import { usePlaces } from '../../lib/places/use-places';
import { alertsQueryOptions } from './api/alerts-api';
import { AlertListItem, CheckedLine } from './alert-parts';

// Loaded when shown (after "Add a place", and once the alerts answer): the page's first paint on a
// slow phone waits for neither, nor for their form controls.
const PlaceForm = lazy(() => import('./place-form').then((m) => ({ default: m.PlaceForm })));
const NotificationChoices = lazy(() =>
  import('./notification-choices').then((m) => ({ default: m.NotificationChoices })),
);

/**
 * `/alerts` (ADR 034): the person's places (up to five: added by city, ZIP code or location,
 * removed), and the official alerts active at each, most severe first, with how current they are.
 */
export function AlertsPage() {
  const { t, i18n } = useTranslation(['pages', 'common']);
  const lang = (i18n.resolvedLanguage ?? 'en') as LanguageCode;
  const { ready, signedIn, failed, places, save } = usePlaces();
  const alerts = useQuery(alertsQueryOptions(places, lang));
  // `?add=place` (from a hazard's local information) opens the form at once.
  const [searchParams] = useSearchParams();
  const [adding, setAdding] = useState(searchParams.get('add') === 'place');
  const toast = useToast();

  const saveAll = async (next: SavedPlace[], done: string) => {
    try {
      await save(next);
      toast(done, 'success');
      return true;
    } catch {
      toast(t('alerts.places.saveFailed'), 'error');
      return false;
    }
  };
  const add = async (place: Omit<SavedPlace, 'id'>) => {
    const saved = await saveAll(
      [...places, { ...place, id: newId() }],
      t('alerts.form.saved', { name: place.name }),
    );
    if (saved) setAdding(false);
  };
  const remove = (place: SavedPlace) =>
    void saveAll(
      places.filter((other) => other.id !== place.id),
      t('alerts.places.removed', { name: place.name }),
    );

  const answer = alerts.data?.answer;
  const byId = new Map(answer?.alerts.map((alert) => [alert.id, alert]));
  return (
    <Page heading={t('common:titles.alerts')}>
      {/* At least a screen tall: the places are the browser's, and what arrives with them (the
          list, the alerts) then never moves the footer while it is in view (layout shift). */}
      <Box sx={{ minHeight: '100vh' }}>
        {/* One paragraph: the page's largest text is there before JavaScript (its LCP on a slow phone). */}
        <Typography sx={{ mb: 1, maxWidth: 720 }}>
          {t('alerts.intro')} {t('alerts.places.localToo')}
        </Typography>
        {answer && !answer.status.configured ? (
          <Alert severity="info" sx={{ my: 2, maxWidth: 720 }}>
            {t('alerts.notConfigured')}
          </Alert>
        ) : (
          !(alerts.isError && !answer) && (
            <CheckedLine status={answer?.status} savedAt={alerts.data?.savedAt} />
          )
        )}
        {alerts.isError && !answer && (
          <Alert severity="error" sx={{ my: 2 }}>
            {t('alerts.loadFailed')}
          </Alert>
        )}

        <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
          {t('alerts.places.title')}
        </Typography>
        {ready && !signedIn && (
          <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('alerts.places.deviceOnly')}</Typography>
        )}
        {failed && <Alert severity="error">{t('alerts.places.loadFailed')}</Alert>}
        {!ready && !failed && <Skeleton variant="rounded" height={96} />}
        {ready && places.length === 0 && !adding && (
          <Typography sx={{ mb: 2 }}>{t('alerts.places.empty')}</Typography>
        )}
        {ready && (
          <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
            {places.map((place, at) => {
              const ids = answer?.points[at]?.alert_ids ?? [];
              return (
                <Paper component="li" key={place.id} variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
                  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography variant="h3" sx={{ fontSize: '1.2rem', overflowWrap: 'anywhere' }}>
                        {place.name}
                      </Typography>
                      <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
                        {t(`alerts.places.source.${place.source}`)}
                      </Typography>
                    </Box>
                    <IconButton
                      aria-label={t('alerts.places.remove', { name: place.name })}
                      onClick={() => remove(place)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Box>
                  {answer?.status.configured &&
                    (ids.length === 0 ? (
                      <Typography sx={{ mt: 1 }}>{t('alerts.none')}</Typography>
                    ) : (
                      <Box
                        component="ul"
                        aria-label={t('alerts.places.alertsAt', { name: place.name })}
                        sx={{ p: 0, m: 0, mt: 1 }}
                      >
                        {ids.flatMap((id) => {
                          const alert = byId.get(id);
                          return alert ? [<AlertListItem key={id} alert={alert} />] : [];
                        })}
                      </Box>
                    ))}
                </Paper>
              );
            })}
          </Box>
        )}
        {ready &&
          (adding ? (
            <Suspense fallback={<Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />}>
              <PlaceForm onSave={add} onCancel={() => setAdding(false)} />
            </Suspense>
          ) : places.length < ALERT_PLACES_MAX ? (
            <Button
              variant="contained"
              startIcon={<AddLocationAltIcon aria-hidden="true" />}
              onClick={() => setAdding(true)}
              sx={{ mt: 2 }}
            >
              {t('alerts.places.add')}
            </Button>
          ) : (
            <Typography sx={{ mt: 2 }}>{t('alerts.places.max', { count: places.length })}</Typography>
          ))}
        {ready && answer?.status.configured && !alerts.data?.savedAt && (
          <Suspense fallback={null}>
            <NotificationChoices places={places} />
          </Suspense>
        )}
      </Box>
    </Page>
  );
}
