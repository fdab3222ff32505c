import { lazy, Suspense } from 'react';
import { useProfile } from '../lib/auth/profile-store';
import { readStorage, STORAGE_KEYS } from '../lib/storage';
import { useAfterHydration } from '../lib/use-after-hydration';

// Alerts for the reader's places (ADR 034): loaded after first paint, and only for a reader who
// may have places, so home's scripts stay within budget for everyone else.
const HomeAlerts = lazy(async () => {
  const [{ HomeAlerts: Alerts }, { QueryBoundary }] = await Promise.all([
    import('../features/alerts/home-alerts'),
    import('../lib/query-boundary'),
  ]);
  return {
    default: () => (
      <QueryBoundary>
        <Alerts />
      </QueryBoundary>
    ),
  };
});

/** Home's alerts: for a reader signed in, or with places kept on this device. */
export function HomeAlertsSlot() {
  const hydrated = useAfterHydration();
  const { status } = useProfile();
  if (!hydrated) return null;
  const stored = readStorage('local', STORAGE_KEYS.places);
  if (status !== 'signed-in' && (stored === null || stored === '[]')) return null;
  return (
    <Suspense fallback={null}>
      <HomeAlerts />
    </Suspense>
  );
}
