import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TrendingPlaceholders } from './trending-placeholders';

// The strip and TanStack Query load after hydration, in their own chunk (home route budget).
const TrendingStrip = lazy(async () => ({ default: (await import('./trending-strip')).TrendingStrip }));

const noSubscription = () => () => undefined;
const clientSnapshot = () => true;
const serverSnapshot = () => false;

/**
 * Home's Trending Hazards strip. On the server and during hydration it renders its heading and
 * placeholders only (docs/decisions/016-server-rendering.md); the list loads after.
 */
export function TrendingSection() {
  const { t } = useTranslation();
  // False on the server and while hydrating (the server's snapshot), true in the browser after.
  const mounted = useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot);
  return (
    <Box component="section" aria-labelledby="trending-title" sx={{ mb: 4, minWidth: 0 }}>
      <Typography variant="h2" id="trending-title" sx={{ mb: 1.5, fontSize: '1.35rem' }}>
        {t('home.trending.heading')}
      </Typography>
      {mounted ? (
        <Suspense fallback={<TrendingPlaceholders />}>
          <TrendingStrip />
        </Suspense>
      ) : (
        <TrendingPlaceholders />
      )}
    </Box>
  );
}
