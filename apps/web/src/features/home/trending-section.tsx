import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAfterHydration } from '../../lib/use-after-hydration';
import { TrendingPlaceholders } from './trending-placeholders';

// The strip and TanStack Query load after hydration, in their own chunk (home route budget).
const TrendingStrip = lazy(async () => ({ default: (await import('./trending-strip')).TrendingStrip }));

/**
 * Home's Trending Hazards strip. On the server and during hydration it renders its heading and
 * placeholders only (docs/decisions/016-server-rendering.md); the list loads after.
 */
export function TrendingSection() {
  const { t } = useTranslation();
  const mounted = useAfterHydration();
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
