import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import type { LanguageCode } from '@prepwell/contract';
import { useToast } from '../../components/toast';
import { useAppConfig } from '../../lib/app-config';
import { useProfile } from '../../lib/auth/profile-store';

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
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const config = useAppConfig();
  const { status, profile } = useProfile();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

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
      onClick={() => {
        setBusy(true);
        // NOTE: sign-in errors are swallowed for the user (spec §8); the API logs them.
        import('../../lib/auth/auth-api')
          .then(({ startSignIn }) =>
            startSignIn('login', `${pathname}${search}`, i18n.language as LanguageCode),
          )
          .catch(() => {
            setBusy(false);
            toast(t('errors.ISA_REQUEST_FAILED'), 'error');
          });
      }}
    >
      <AccountCircleIcon />
    </IconButton>
  );
}
