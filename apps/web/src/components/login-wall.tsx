import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { LanguageCode } from '@prepwell/contract';
import { paths } from '../config/paths';
import { startSignIn } from '../lib/auth/auth-api';
import { useToast } from './toast';

/**
 * The login wall: a modal that says why an account is needed (`message`), with Cancel (back to
 * home) and Log In (sign-in, then back to this page). Used by My Emergency Items and Prep Checks.
 */
export function LoginWall({ message }: { message: string }) {
  const { t, i18n } = useTranslation(['pages', 'common']);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const cancel = () => void navigate(paths.home);
  return (
    <Dialog open onClose={cancel} aria-labelledby="login-wall-title" aria-describedby="login-wall-message">
      <DialogTitle id="login-wall-title">{t('account.loginRequired')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="login-wall-message">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{t('account.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            startSignIn('login', `${pathname}${search}`, i18n.language as LanguageCode).catch(() => {
              setBusy(false);
              toast(t('common:errors.ISA_REQUEST_FAILED'), 'error');
            });
          }}
        >
          {t('common:account.logIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
