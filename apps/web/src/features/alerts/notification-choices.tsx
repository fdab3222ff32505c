import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type { LanguageCode, SavedPlace } from '@prepwell/contract';
import { useToast } from '../../components/toast';
import {
  deviceNotifications,
  NotificationsRefused,
  pushSupported,
  syncNotifications,
  type DeviceNotifications,
} from './notifications';

/**
 * Alert notifications on this device (ADR 034): which places notify, and whether for every alert
 * or only serious ones (Extreme or Severe, Immediate or Expected). The first place turned on asks
 * the browser's permission; each change is sent to the server, and a change that fails is undone.
 */
export function NotificationChoices({ places }: { places: readonly SavedPlace[] }) {
  const { t, i18n } = useTranslation('pages');
  const lang = (i18n.resolvedLanguage ?? 'en') as LanguageCode;
  const choice = useSyncExternalStore(
    deviceNotifications.subscribe,
    deviceNotifications.read,
    deviceNotifications.server,
  );
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const toast = useToast();
  const supported = pushSupported();

  // A place renamed or removed since: the server's copy follows the places.
  const placesKey = places.map((place) => `${place.id}:${place.name}`).join('|');
  useEffect(() => {
    if (supported && choice.placeIds.length > 0)
      void syncNotifications(places, choice, lang).catch(() => undefined);
    // Only when the places change (a change of choice syncs where it is made).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placesKey]);

  const change = async (next: DeviceNotifications, done: string) => {
    setBusy(true);
    try {
      await syncNotifications(places, next, lang);
      deviceNotifications.write(next);
      setBlocked(false);
      toast(done, 'success');
    } catch (error) {
      if (error instanceof NotificationsRefused) setBlocked(true);
      else toast(t('alerts.notify.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  if (places.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="notifications-title" sx={{ mt: 4, maxWidth: 720 }}>
      <Typography variant="h2" id="notifications-title" sx={{ mb: 1 }}>
        {t('alerts.notify.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('alerts.notify.intro')}</Typography>
      {!supported ? (
        <Alert severity="info">{t('alerts.notify.unsupported')}</Alert>
      ) : (
        <>
          {(blocked || (typeof Notification !== 'undefined' && Notification.permission === 'denied')) && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {t('alerts.notify.blocked')}
            </Alert>
          )}
          <FormGroup>
            {places.map((place) => {
              const on = choice.placeIds.includes(place.id);
              return (
                <FormControlLabel
                  key={place.id}
                  control={
                    <Checkbox
                      checked={on}
                      disabled={busy}
                      onChange={() =>
                        void change(
                          {
                            ...choice,
                            placeIds: on
                              ? choice.placeIds.filter((id) => id !== place.id)
                              : [...choice.placeIds, place.id],
                          },
                          t(on ? 'alerts.notify.turnedOff' : 'alerts.notify.turnedOn', { name: place.name }),
                        )
                      }
                    />
                  }
                  label={t('alerts.notify.place', { name: place.name })}
                />
              );
            })}
            {choice.placeIds.length > 0 && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={choice.allAlerts}
                    disabled={busy}
                    onChange={() =>
                      void change({ ...choice, allAlerts: !choice.allAlerts }, t('alerts.notify.saved'))
                    }
                  />
                }
                label={t('alerts.notify.all')}
              />
            )}
          </FormGroup>
        </>
      )}
    </Box>
  );
}
