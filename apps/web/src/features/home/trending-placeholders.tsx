import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';

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
 * client render are identical: the server has no trending data. Memoised: rendered again while
 * the list waits (trending-strip.tsx), they are left as they are.
 */
export const TrendingPlaceholders = memo(function TrendingPlaceholders() {
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
});
