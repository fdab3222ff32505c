import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * Shown when a screen could not load (for example offline): say so and offer a retry. Kept in
 * the first load and free of extra MUI components, since it must work when nothing else loads.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 600, mx: 'auto', px: 2, py: 6 }}>
      <Box role="alert" sx={{ p: 2, borderRadius: 2, border: '1px solid', borderColor: 'error.main', mb: 2 }}>
        <Typography sx={{ mb: 1.5 }}>{t('app.pageLoadFailed')}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('app.retry')}
        </Button>
      </Box>
      <Typography>{t('placeholder.call911')}</Typography>
    </Box>
  );
}
