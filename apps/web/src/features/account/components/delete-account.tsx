import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { useToast } from '../../../components/toast';
import { useErrorMessage, type ErrorSituation } from '../../../lib/error-messages';
import { useDeleteAccount } from '../api/delete-account';

const DELETE_ERRORS: ErrorSituation = { otherwise: 'pages:account.delete.failed' };

/** Delete the account, after a confirmation dialog; then back to Settings, anonymous. */
export function DeleteAccount() {
  const { t } = useTranslation(['pages', 'common']);
  const navigate = useNavigate();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const busy = remove.isPending;
  // mutateAsync, not mutate's callbacks: the deletion makes the app anonymous, which unmounts this
  // component, and TanStack Query does not call a per-call callback of an unmounted observer.
  const confirm = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      toast(errorMessage(error, DELETE_ERRORS), 'error');
      return;
    }
    setOpen(false);
    toast(t('account.delete.done'), 'success');
    void navigate(paths.settings.href());
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderColor: 'error.main' }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('account.delete.heading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('account.delete.body')}</Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('account.delete.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        aria-labelledby="delete-account-title"
        aria-describedby="delete-account-text"
      >
        <DialogTitle id="delete-account-title">{t('account.delete.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-account-text">{t('account.delete.confirmBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t('account.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
            {t('account.delete.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
