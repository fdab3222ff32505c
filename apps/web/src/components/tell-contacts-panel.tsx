import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '../config/paths';
import { SpriteIcon } from './sprite-icon';

const KINDS = [
  { kind: 'safe', color: 'success' },
  { kind: 'help', color: 'error' },
] as const;

/**
 * "I'm safe" and "I need help" (ADR 035), one tap from Home, Get Emergency Help and the plan: each
 * opens the message to the plan's contacts, ready to send with the phone's own apps. Its words are
 * in the shell's catalog, so it renders with the page, on the server too.
 */
export function TellContactsPanel() {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-labelledby="tell-contacts-title" variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography component="h2" id="tell-contacts-title" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
        {t('tellContacts.title')}
      </Typography>
      <Typography sx={{ mb: 1.5, maxWidth: 640 }}>{t('tellContacts.intro')}</Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'auto auto' },
          justifyContent: 'start',
          gap: 1.5,
        }}
      >
        {KINDS.map(({ kind, color }) => (
          <Button
            key={kind}
            component={RouterLink}
            to={paths.planTell.href(kind)}
            variant="contained"
            color={color}
            startIcon={<SpriteIcon name={kind} size={20} />}
            sx={{ minHeight: 48 }}
          >
            {t(`tellContacts.${kind}`)}
          </Button>
        ))}
      </Box>
    </Paper>
  );
}
