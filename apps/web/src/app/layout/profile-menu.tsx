import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import PersonIcon from '@mui/icons-material/Person';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import LogoutIcon from '@mui/icons-material/Logout';
import type { Profile } from '@prepwell/contract';
import { paths } from '../../config/paths';
import { useAppConfig } from '../../lib/app-config';
import { useAuthActions } from '../../lib/auth/use-auth-actions';

/** The user's picture, or the generic account icon. Decorative: the button names the person. */
function ProfileAvatar({ src, size = 32 }: { src: string | null; size?: number }) {
  if (!src) return <AccountCircleIcon sx={{ fontSize: size }} aria-hidden="true" />;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      sx={{ width: size, height: size, borderRadius: '50%', objectFit: 'cover', bgcolor: 'grey.200' }}
    />
  );
}

/**
 * The signed-in user's header button: picture and first name; it opens View Profile (account
 * settings), Manage Account (the identity provider's page) and Log Out.
 */
export function SignedInProfileButton({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['pages', 'common']);
  const navigate = useNavigate();
  const { manageAccountUrl } = useAppConfig();
  const { signOut } = useAuthActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'profile-menu' : undefined}
        aria-label={t('account.menuLabel', { name: profile.first_name || t('common:titles.account') })}
        // On a phone it takes no more room than the signed-out icon (which sits at the edge), so
        // the emergency control beside it keeps its whole label.
        sx={{
          textTransform: 'none',
          gap: 1,
          minWidth: 0,
          px: { xs: 0.5, sm: 1 },
          mr: { xs: -1, sm: 0 },
          flexShrink: 0,
        }}
      >
        <ProfileAvatar src={profile.profile_picture_uri} />
        <Box
          component="span"
          data-testid="header-first-name"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            maxWidth: 140,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            fontWeight: 600,
          }}
        >
          {profile.first_name}
        </Box>
      </Button>
      <Menu id="profile-menu" anchorEl={anchor} open={open} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            void navigate(paths.account.href());
          }}
        >
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('account.viewProfile')}
        </MenuItem>
        {manageAccountUrl && (
          <MenuItem component="a" href={manageAccountUrl} onClick={close}>
            <ListItemIcon>
              <ManageAccountsIcon fontSize="small" />
            </ListItemIcon>
            {t('account.manageAccount')}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('account.logOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
