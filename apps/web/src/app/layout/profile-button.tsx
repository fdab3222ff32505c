import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { useAppConfig } from '../../lib/app-config';
import { useProfile } from '../../lib/auth/profile-store';
import { useAuthActions } from '../../lib/auth/use-auth-actions';

// The signed-in button and its menu load only for signed-in users: the home route's JavaScript
// budget (ARCHITECTURE.md) is spent on what every visitor needs first.
const SignedInProfileButton = lazy(async () => ({
  default: (await import('./profile-menu')).SignedInProfileButton,
}));

/**
 * The header's profile button (spec §2): logged out it starts sign-in; logged in it shows the
 * user's first name and opens the profile menu (View Profile, Manage Account, Log Out).
 */
export function ProfileButton() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { status, profile } = useProfile();
  const { busy, signIn } = useAuthActions();

  if (!config.features.profiles) return null;

  if (status === 'signed-in') {
    return (
      <Suspense fallback={<AccountCircleIcon aria-hidden="true" />}>
        <SignedInProfileButton profile={profile} />
      </Suspense>
    );
  }

  return (
    <IconButton
      color="inherit"
      edge="end"
      aria-label={t('account.logIn')}
      disabled={busy}
      onClick={() => signIn()}
    >
      <AccountCircleIcon />
    </IconButton>
  );
}
