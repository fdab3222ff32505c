import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReportIcon from '@mui/icons-material/Report';
import type { TellKind } from './tell-contacts-message';

// The dialog (the plan's contacts, the message, the links) is loaded on the first tap, with the
// query client Home does not load before it is needed.
const TellDialog = lazy(async () => {
  const [{ TellDialog: Dialog }, { QueryBoundary }] = await Promise.all([
    import('./tell-dialog'),
    import('../../lib/query-boundary'),
  ]);
  return {
    default: (props: ComponentProps<typeof Dialog>) => (
      <QueryBoundary>
        <Dialog {...props} />
      </QueryBoundary>
    ),
  };
});

/**
 * "I'm safe" and "I need help" (ADR 035), one tap from Home, the plan and Get Emergency Help: a
 * message to the plan's contacts in the reader's language, sent by the phone's own apps (the
 * share sheet, a text per contact, one email to all). Prepwell sends nothing and keeps nothing.
 * Its words are in the shell's catalog, so it renders with the page, before any other loads.
 */
export function TellContacts() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TellKind | null>(null);
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
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckCircleIcon />}
          onClick={() => setOpen('safe')}
          sx={{ minHeight: 48 }}
        >
          {t('tellContacts.safe')}
        </Button>
        <Button
          variant="contained"
          color="error"
          startIcon={<ReportIcon />}
          onClick={() => setOpen('help')}
          sx={{ minHeight: 48 }}
        >
          {t('tellContacts.help')}
        </Button>
      </Box>
      {open && (
        <Suspense fallback={null}>
          <TellDialog kind={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
