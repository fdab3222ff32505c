import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { PROFILE_PICTURE_MAX_BYTES, type Profile } from '@prepwell/contract';
import { paths } from '../../config/paths';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { useAppConfig } from '../../lib/app-config';
import {
  deleteAccount,
  deleteProfilePicture,
  updateProfile,
  uploadProfilePicture,
} from '../../lib/auth/auth-api';
import { useProfile } from '../../lib/auth/profile-store';
import { useAuthActions } from '../../lib/auth/use-auth-actions';
import { SettingsPage } from './settings-page';

/** Account settings: the signed-in user's names, picture and account actions, or sign-in. */
export function AccountPage() {
  const { t } = useTranslation(['pages', 'common']);
  const { status, profile } = useProfile();
  return (
    <SettingsPage heading={t('common:titles.account')}>
      {status === 'signed-in' ? <SignedInAccount profile={profile} /> : <AnonymousAccount />}
      <PrivacyText />
    </SettingsPage>
  );
}

function AnonymousAccount() {
  const { t } = useTranslation(['pages', 'common']);
  // After signing in, the user comes back to their account page.
  const { busy, signIn } = useAuthActions();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <Typography sx={{ mb: 2 }}>{t('account.whyAccount')}</Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
        <Button variant="contained" disabled={busy} onClick={() => signIn('signup', paths.account)}>
          {t('account.createAccount')}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => signIn('login', paths.account)}>
          {t('common:account.logIn')}
        </Button>
      </Box>
    </Paper>
  );
}

function SignedInAccount({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['pages', 'common']);
  const { manageAccountUrl } = useAppConfig();
  const { busy, signOut } = useAuthActions();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 720 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 3,
            alignItems: { sm: 'flex-start' },
          }}
        >
          <ProfilePicture profile={profile} />
          <NamesForm profile={profile} />
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {profile.email && (
          <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {t('account.signedInAs')} <strong>{profile.email}</strong>
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
          {manageAccountUrl && (
            <Button variant="outlined" href={manageAccountUrl}>
              {t('account.manageMyAccount')}
            </Button>
          )}
          <Button variant="contained" disabled={busy} onClick={signOut}>
            {t('account.logOut')}
          </Button>
        </Box>
      </Paper>
      <DeleteAccount />
    </Box>
  );
}

/** Upload error → the spec's message: too large, not an image, or the generic upload toast. */
function uploadErrorMessage(
  error: unknown,
  t: (
    key: 'account.picture.tooLarge' | 'account.picture.notAnImage' | 'account.picture.uploadFailed',
  ) => string,
): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return t('account.picture.tooLarge');
    if (error.status === 415 || error.status === 400) return t('account.picture.notAnImage');
  }
  return t('account.picture.uploadFailed');
}

/**
 * The picture and its menu (spec §2): with a picture, Change Photo and Delete Profile Picture;
 * without one, the button opens a file picker that accepts images only.
 */
function ProfilePicture({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['pages', 'common']);
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuOpen = menuAnchor !== null;
  const closeMenu = () => setMenuAnchor(null);
  const [busy, setBusy] = useState(false);
  const hasPicture = Boolean(profile.profile_picture_uri);

  const upload = async (file: File) => {
    if (file.size > PROFILE_PICTURE_MAX_BYTES) {
      toast(t('account.picture.tooLarge'), 'error');
      return;
    }
    setBusy(true);
    try {
      await uploadProfilePicture(file);
      toast(t('account.picture.uploaded'), 'success');
    } catch (error) {
      toast(uploadErrorMessage(error, t), 'error');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteProfilePicture();
      toast(t('account.picture.deleted'), 'success');
    } catch {
      toast(t('account.picture.deleteFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexShrink: 0, alignItems: 'center' }}>
      {hasPicture ? (
        <Box
          component="img"
          src={profile.profile_picture_uri ?? undefined}
          alt={t('account.picture.alt')}
          sx={{ width: 112, height: 112, borderRadius: '50%', objectFit: 'cover', bgcolor: 'grey.200' }}
        />
      ) : (
        <AccountCircleIcon sx={{ fontSize: 112, color: 'text.secondary' }} aria-hidden="true" />
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="profile-picture-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button
        size="small"
        startIcon={<PhotoCameraIcon />}
        disabled={busy}
        aria-haspopup={hasPicture ? 'menu' : undefined}
        aria-expanded={hasPicture ? menuOpen : undefined}
        aria-controls={menuOpen ? 'picture-menu' : undefined}
        onClick={(event) => (hasPicture ? setMenuAnchor(event.currentTarget) : input.current?.click())}
      >
        {busy ? t('common:app.loading') : hasPicture ? t('account.picture.edit') : t('account.picture.add')}
      </Button>
      <Menu id="picture-menu" anchorEl={menuAnchor} open={menuOpen} onClose={closeMenu}>
        <MenuItem
          onClick={() => {
            closeMenu();
            input.current?.click();
          }}
        >
          {t('account.picture.change')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            closeMenu();
            void remove();
          }}
        >
          {t('account.picture.delete')}
        </MenuItem>
      </Menu>
    </Box>
  );
}

function NamesForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['pages', 'common']);
  const toast = useToast();
  const [firstName, setFirstName] = useState(profile.first_name);
  const [lastName, setLastName] = useState(profile.last_name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const changed = firstName.trim() !== profile.first_name || lastName.trim() !== profile.last_name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!firstName.trim()) {
      setError(t('account.names.firstNameRequired'));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await updateProfile({ first_name: firstName.trim(), last_name: lastName.trim() });
      toast(t('account.names.saved'), 'success');
    } catch {
      // Nothing typed is lost: the fields keep their values and the user can try again.
      setError(t('common:errors.ASYNC_STORAGE_REQUEST_FAILED'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ flex: 1, width: '100%' }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('account.names.heading')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          label={t('account.names.firstName')}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          autoComplete="given-name"
          required
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label={t('account.names.lastName')}
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          autoComplete="family-name"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={!changed || saving}>
            {saving ? t('account.names.saving') : t('account.names.save')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

function DeleteAccount() {
  const { t } = useTranslation(['pages', 'common']);
  const navigate = useNavigate();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteAccount();
      setOpen(false);
      toast(t('account.delete.done'), 'success');
      void navigate(paths.settings);
    } catch {
      toast(t('account.delete.failed'), 'error');
    } finally {
      setBusy(false);
    }
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

function PrivacyText() {
  const { t } = useTranslation(['pages', 'common']);
  const config = useAppConfig();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 3, maxWidth: 720 }}>
      {t('account.privacy')}{' '}
      {config.links.privacy ? (
        <Link href={config.links.privacy} target="_blank" rel="noopener noreferrer">
          {t('common:footer.privacy')}
        </Link>
      ) : (
        <Link component={RouterLink} to={paths.privacy}>
          {t('common:footer.privacy')}
        </Link>
      )}
    </Typography>
  );
}
