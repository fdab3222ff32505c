import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';

/**
 * One line above the page a redirect landed on, saying the page asked for was not found: a
 * broken shared link no longer lands on Home in silence. It goes with the next navigation.
 */
export function NotFoundNotice() {
  const { t } = useTranslation();
  const { state } = useLocation();
  if (!(state as { notFound?: boolean } | null)?.notFound) return null;
  return (
    <Box role="status" sx={{ bgcolor: '#fff4e5', color: '#5f370e', px: 2, py: 1.5, textAlign: 'center' }}>
      {t('errors.notFound')}
    </Box>
  );
}
