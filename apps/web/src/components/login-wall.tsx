import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { paths } from '../config/paths';
import { useAuthActions } from '../lib/auth/use-auth-actions';

/**
 * The login wall: a modal that says why an account is needed (`message`), with Cancel (back to
 * home) and Log In (sign-in, then back to this page). Used by My Emergency Items and Prep Checks.
 */
export function LoginWall({ message }: { message: string }) {
  const { t } = useTranslation(['pages', 'common']);
  const navigate = useNavigate();
  const { busy, signIn } = useAuthActions();
  const cancel = () => void navigate(paths.home.href());
  return (
    <Dialog open onClose={cancel} aria-labelledby="login-wall-title" aria-describedby="login-wall-message">
      <DialogTitle id="login-wall-title">{t('account.loginRequired')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="login-wall-message">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{t('account.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => signIn()}>
          {t('common:account.logIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
