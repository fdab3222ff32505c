import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import type { ClientConfig } from '@prepwell/contract';
import { telHref } from '../lib/contact-links';

/** Get Emergency Help's first box: in an emergency, call 911, with the button that dials it. */
export function Call911Notice() {
  const { t } = useTranslation('pages');
  return (
    <Paper
      component="section"
      aria-labelledby="call-911-title"
      sx={{ p: { xs: 2, sm: 3 }, bgcolor: '#fdecea', border: '2px solid', borderColor: 'error.main' }}
      elevation={0}
    >
      <Typography id="call-911-title" component="h2" sx={{ fontWeight: 800, fontSize: '1.35rem', mb: 1 }}>
        {t('emergencyHelp.call911Title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('emergencyHelp.call911Text')}</Typography>
      <Button
        variant="contained"
        color="error"
        size="large"
        href={telHref('911')}
        startIcon={<PhoneIcon />}
        sx={{ minHeight: 52, fontSize: '1.1rem', px: 3 }}
      >
        {t('emergencyHelp.call911Action')}
      </Button>
    </Paper>
  );
}

/** The app-download box, with the store links the server is configured with. */
export function AppDownloadNotice({ links }: { links: ClientConfig['links'] }) {
  const { t } = useTranslation('pages');
  return (
    <Paper
      component="section"
      aria-labelledby="app-download-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="app-download-title" component="h2" sx={{ fontWeight: 700, fontSize: '1.15rem', mb: 1 }}>
        {t('emergencyHelp.appTitle')}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{t('emergencyHelp.appText')}</Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {links.appStore && (
          <Link href={links.appStore} target="_blank" rel="noopener noreferrer">
            {t('emergencyHelp.appStore')}
          </Link>
        )}
        {links.playStore && (
          <Link href={links.playStore} target="_blank" rel="noopener noreferrer">
            {t('emergencyHelp.playStore')}
          </Link>
        )}
      </Box>
    </Paper>
  );
}
