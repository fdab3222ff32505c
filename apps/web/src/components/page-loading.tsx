import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The loading state of a page or section: a 1.5rem spinner, announced to screen readers. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', py: 8 }}
      role="status"
      aria-label={t('app.loading')}
    >
      {/* The status region carries the name; the spinner itself is decoration. */}
      <CircularProgress size="1.5rem" aria-hidden="true" />
    </Box>
  );
}
