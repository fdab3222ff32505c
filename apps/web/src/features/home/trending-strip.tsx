import { useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_LANGUAGE, isLanguageCode, pickText } from '@prepwell/contract';
import { paths } from '../../config/paths';
import { useTrendingHazards } from './api/get-trending-hazards';
import { stripRowSx, TrendingPlaceholders } from './trending-placeholders';

/** The loaded part of the strip: the list, its placeholders or its error. */
export function TrendingStrip() {
  const { t, i18n } = useTranslation();
  const lang = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const trending = useTrendingHazards(lang);
  // The answer arrives through a store read, which React renders at once and whole; the list
  // renders a moment later instead, in slices, with the placeholders kept meanwhile (ADR 033).
  const hazards = useDeferredValue(trending.hazards);
  if (trending.failed && !trending.hazards) {
    return (
      <Typography role="status" sx={{ color: 'text.secondary' }}>
        {t('home.trending.error')}
      </Typography>
    );
  }
  if (!hazards) return <TrendingPlaceholders />;
  return (
    <Box component="ul" aria-labelledby="trending-title" sx={stripRowSx}>
      {hazards.slice(0, 10).map((hazard) => (
        <Box component="li" key={hazard.id} sx={{ flex: '0 0 auto', scrollSnapAlign: 'start' }}>
          <Box
            component={RouterLink}
            to={paths.hazard.href(hazard.slug)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              minHeight: 56,
              minWidth: 44,
              maxWidth: 240,
              px: 1.5,
              py: 0.75,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              color: 'text.primary',
              textDecoration: 'none',
              fontWeight: 600,
              bgcolor: 'background.paper',
              '&:hover': { borderColor: 'primary.main', textDecoration: 'underline' },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Box
              component="img"
              src={hazard.icon.src}
              alt=""
              width={32}
              height={32}
              loading="lazy"
              sx={{ flexShrink: 0, p: 0.5, borderRadius: 1.5, bgcolor: '#e8f1fb' }}
            />
            <Box component="span" sx={{ lineHeight: 1.25 }}>
              {pickText(hazard.name, lang)}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
