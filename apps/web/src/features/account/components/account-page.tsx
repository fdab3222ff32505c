import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { SettingsPage } from '../../../components/settings-page';
import { useAppConfig } from '../../../lib/app-config';
import { useProfile } from '../../../lib/auth/profile-store';
import { useAuthActions } from '../../../lib/auth/use-auth-actions';
import { useProfileQuery } from '../api/get-profile';
import { DeleteAccount } from './delete-account';
import { NamesForm } from './names-form';
import { ProfilePicture } from './profile-picture';

/** Account settings: the signed-in user's names, picture and account actions, or sign-in. */
export function AccountPage() {
  const { t } = useTranslation(['pages', 'common']);
  const { status } = useProfile();
  return (
    <SettingsPage heading={t('common:titles.account')}>
      {status === 'signed-in' ? <SignedInAccount /> : <AnonymousAccount />}
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
        <Button variant="contained" disabled={busy} onClick={() => signIn('signup', paths.account.href())}>
          {t('account.createAccount')}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => signIn('login', paths.account.href())}>
          {t('common:account.logIn')}
        </Button>
      </Box>
    </Paper>
  );
}

function SignedInAccount() {
  const { t } = useTranslation(['pages', 'common']);
  const { manageAccountUrl } = useAppConfig();
  const { busy, signOut } = useAuthActions();
  const { data: profile } = useProfileQuery();
  if (!profile) return null;
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
        <Link component={RouterLink} to={paths.privacy.href()}>
          {t('common:footer.privacy')}
        </Link>
      )}
    </Typography>
  );
}
