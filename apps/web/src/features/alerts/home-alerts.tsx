import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LanguageCode } from '@prepwell/contract';
import { TextLink } from '../../components/text-link';
import { paths } from '../../config/paths';
import { usePlaces } from '../../lib/places/use-places';
import { alertsQueryOptions } from './api/alerts-api';
import { AlertListItem, CheckedLine } from './alert-parts';

/**
 * Home's top (ADR 034): the active alerts at the reader's places, most severe first, each with its
 * place; a quiet line when there are none. Nothing for a reader without places, or where no feed is
 * set up. Loaded after first paint (home's script budget), only for a reader with places.
 */
export function HomeAlerts() {
  const { t, i18n } = useTranslation('pages');
  const lang = (i18n.resolvedLanguage ?? 'en') as LanguageCode;
  const { places } = usePlaces();
  const alerts = useQuery({ ...alertsQueryOptions(places, lang), enabled: places.length > 0 });
  const answer = alerts.data?.answer;
  if (places.length === 0 || !answer?.status.configured) return null;
  // The first place each alert is at, for "… for Home".
  const placeOf = new Map<number, string>();
  answer.points.forEach((point, at) =>
    point.alert_ids.forEach((id) => {
      if (!placeOf.has(id)) placeOf.set(id, places[at]?.name ?? '');
    }),
  );
  const worst = answer.alerts[0]?.severity;
  const urgent = worst === 'Extreme' || worst === 'Severe';
  return (
    <Paper
      component="section"
      aria-labelledby="home-alerts-title"
      variant="outlined"
      sx={{
        p: 2,
        mt: 2,
        mb: 3,
        borderLeft: '6px solid',
        borderLeftColor: answer.alerts.length === 0 ? 'divider' : urgent ? 'error.main' : 'warning.main',
      }}
    >
      <Typography variant="h2" id="home-alerts-title" sx={{ fontSize: '1.3rem' }}>
        {t('alerts.home.title')}
      </Typography>
      {answer.alerts.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{t('alerts.home.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0, mt: 1 }}>
          {answer.alerts.map((alert) => (
            <AlertListItem key={alert.id} alert={alert} place={placeOf.get(alert.id)} />
          ))}
        </Box>
      )}
      <CheckedLine status={answer.status} savedAt={alerts.data?.savedAt} />
      <TextLink to={paths.alerts.href()}>{t('alerts.home.allAlerts')}</TextLink>
    </Paper>
  );
}
