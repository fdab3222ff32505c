import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { paths } from '../../../config/paths';

interface JourneyBannerProps {
  signedIn: boolean;
  phase: string | null;
  icon: string | null;
  subcopy: string | null;
  done: number;
  total: number;
}

/**
 * The banner (spec §2): title, journey phase, the completed/total pill and My Items. Below large
 * screens the reader opens and closes the journey part; on large ones it is always open (CSS
 * decides, so the server's page and the browser's agree). Stats start at 0 of 0.
 */
export function JourneyBanner({ signedIn, phase, icon, subcopy, done, total }: JourneyBannerProps) {
  const { t } = useTranslation(['pages', 'common']);
  const [expanded, setExpanded] = useState(false);
  return (
    <Box
      component="section"
      aria-labelledby="page-heading"
      sx={{ bgcolor: 'primary.dark', color: '#fff', mb: 3 }}
    >
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2.5, md: 3.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            variant="h1"
            id="page-heading"
            tabIndex={-1}
            sx={{ outline: 'none', color: 'inherit', flex: 1 }}
          >
            {t('common:titles.prepChecks')}
          </Typography>
          {signedIn && (
            <Button
              onClick={() => setExpanded((now) => !now)}
              aria-expanded={expanded}
              aria-controls="journey-details"
              endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              sx={{ color: 'inherit', minHeight: 44, display: { lg: 'none' } }}
            >
              {expanded ? t('prepChecks.hideJourney') : t('prepChecks.showJourney')}
            </Button>
          )}
        </Box>
        <Typography sx={{ mt: 1, maxWidth: 760 }}>{t('prepChecks.intro')}</Typography>
        {signedIn && (
          <Box
            id="journey-details"
            sx={{
              display: { xs: expanded ? 'flex' : 'none', lg: 'flex' },
              alignItems: 'center',
              gap: 2,
              flexWrap: 'wrap',
              mt: 2,
            }}
          >
            {icon && (
              <Box
                component="img"
                src={icon}
                alt=""
                width={48}
                height={48}
                sx={{ bgcolor: '#fff', borderRadius: '50%', p: 0.5 }}
              />
            )}
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                {t('prepChecks.journeyPhase', { phase: phase ?? '…' })}
              </Typography>
              {subcopy && <Typography sx={{ opacity: 0.9 }}>{subcopy}</Typography>}
            </Box>
            <Chip
              label={t('prepChecks.completed', { done, total })}
              aria-label={t('prepChecks.completedLabel', { done, total })}
              sx={{ bgcolor: '#fff', color: 'primary.dark', fontWeight: 700 }}
            />
            <Chip
              component={RouterLink}
              to={paths.myEmergencyItems.href()}
              clickable
              label={t('prepChecks.myItems')}
              sx={{ bgcolor: '#fff', color: 'primary.dark', fontWeight: 700, minHeight: 36 }}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}
