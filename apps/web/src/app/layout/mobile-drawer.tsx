import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useProfile } from '../../lib/auth/profile-store';
import { EmergencyHelpButton } from './emergency-help-button';
import { NAV_ITEMS, showsEmergencyButton } from './nav-items';

/** Navigation on smaller screens, greeting the user: "Hi, {first name}" when signed in. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { profile } = useProfile();
  return (
    <Drawer anchor="left" open={open} onClose={onClose} id="mobile-navigation">
      <Box sx={{ width: 280, p: 2 }} role="presentation">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography component="p" variant="h3">
            {profile?.first_name ? t('nav.hi', { name: profile.first_name }) : t('nav.hiGuest')}
          </Typography>
          <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <nav aria-label={t('nav.label')}>
          <List>
            {NAV_ITEMS.map((item) => (
              <ListItem key={item.key} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  end={item.end}
                  onClick={onClose}
                  sx={{ borderRadius: 2, '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
                >
                  {t(`nav.${item.key}`)}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
        {showsEmergencyButton(pathname) && (
          <Box sx={{ mt: 2 }} onClick={onClose}>
            <EmergencyHelpButton block />
          </Box>
        )}
      </Box>
    </Drawer>
  );
}
