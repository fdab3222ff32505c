import { queryOptions } from '@tanstack/react-query';
import {
  API_PATHS,
  type AlertDetail,
  type AlertsResponse,
  type LanguageCode,
  type SavedPlace,
} from '@prepwell/contract';
import { apiRequest, apiRequestWithSource } from '../../../lib/api-client';
import { STORAGE_KEYS } from '../../../lib/storage';
import { storedValue } from '../../../lib/stored-value';

/** The points of the places, as `GET /public/v2/alerts` takes them (to about 10 m). */
export const pointsOf = (places: readonly SavedPlace[]) =>
  places.map((place) => `${place.lat.toFixed(4)},${place.lng.toFixed(4)}`).join(';');

/** The last answer for this device's places, kept to be read offline with when it was received. */
interface LastAlerts {
  points: string;
  lang: LanguageCode;
  at: string;
  answer: AlertsResponse;
}
const lastAlerts = storedValue<LastAlerts | null>(
  'local',
  STORAGE_KEYS.alertsLast,
  (value) => {
    const last = value as LastAlerts | null;
    return last && typeof last.points === 'string' && typeof last.at === 'string' && last.answer?.status
      ? last
      : undefined;
  },
  null,
);

/** The alerts at the places, and whether they are the last ones kept on this device (offline). */
export interface AlertsAtPlaces {
  answer: AlertsResponse;
  /** When the kept answer was received; null for a fresh answer. */
  savedAt: string | null;
}

/**
 * `GET /public/v2/alerts?points=&lang=`. Each answer is kept on this device; when the network is
 * gone, the last one for the same places is answered with its time, and nothing otherwise.
 */
export const alertsQueryOptions = (places: readonly SavedPlace[], lang: LanguageCode) => {
  const points = pointsOf(places);
  return queryOptions({
    queryKey: ['alerts', 'at', points, lang] as const,
    queryFn: async ({ signal }): Promise<AlertsAtPlaces> => {
      try {
        // Without places, only how current the alerts are (and whether any are set up here).
        const query = points ? `points=${encodeURIComponent(points)}&lang=${lang}` : `lang=${lang}`;
        const answer = await apiRequest<AlertsResponse>(`${API_PATHS.alerts}?${query}`, { signal });
        lastAlerts.write({ points, lang, at: new Date().toISOString(), answer });
        return { answer, savedAt: null };
      } catch (error) {
        const last = lastAlerts.read();
        if (last && last.points === points) return { answer: last.answer, savedAt: last.at };
        throw error;
      }
    },
    // Alerts change by the minute: read again when the page is shown again, and every minute.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
};

/** `GET /public/v2/alerts/{id}?lang=`: offline, the service worker's saved copy. */
export const alertQueryOptions = (id: number, lang: LanguageCode) =>
  queryOptions({
    queryKey: ['alerts', 'one', id, lang] as const,
    queryFn: ({ signal }) =>
      apiRequestWithSource<AlertDetail>(`${API_PATHS.alert.replace(':id', String(id))}?lang=${lang}`, {
        signal,
      }),
    staleTime: 30_000,
  });
