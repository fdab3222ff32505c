import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// The strip and TanStack Query load after hydration, in their own chunk (home route budget).
const TrendingStrip = lazy(async () => ({ default: (await import('./trending-strip')).TrendingStrip }));

export const TRENDING_PLACEHOLDERS = 5;

/** A row that scrolls sideways on its own, never the page. */
export const stripRowSx = {
  display: 'flex',
  gap: 1.5,
  m: 0,
  p: 0,
  pb: 1,
  listStyle: 'none',
  overflowX: 'auto',
  minWidth: 0,
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
} as const;

/**
 * Five placeholders while the list loads (spec). Static, so the server's HTML and the first
 * client render are identical: the server has no trending data.
 */
export function TrendingPlaceholders() {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={t('home.trending.loading')} aria-busy="true" sx={stripRowSx}>
      {Array.from({ length: TRENDING_PLACEHOLDERS }, (_, index) => (
        <Box
          component="li"
          key={index}
          data-testid="trending-placeholder"
          sx={{ flex: '0 0 auto', width: 168, height: 56, borderRadius: 2, bgcolor: 'rgba(0, 0, 0, 0.08)' }}
        />
      ))}
    </Box>
  );
}

/**
 * Home's Trending Hazards strip. On the server and during hydration it renders its heading and
 * placeholders only (docs/decisions/016-server-rendering.md); the list loads after.
 */
export function TrendingSection() {
  const { t } = useTranslation();
  const [mounted, setMounted] = useState(false);
  // The first effect runs once this part of the page has hydrated.
  useEffect(() => setMounted(true), []);
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
