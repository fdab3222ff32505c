import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { paths } from '../../config/paths';
import { EmergencyHelpButton } from './emergency-help-button';
import { Logo } from './logo';
import { NAV_ITEMS, showsEmergencyButton } from './nav-items';
import { ProfileButton } from './profile-button';
import { SearchBox } from './search-box';

// The drawer (and MUI's Modal under it) loads only when a small-screen user opens the menu.
const MobileDrawer = lazy(async () => ({ default: (await import('./mobile-drawer')).MobileDrawer }));

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <AppBar position="sticky" color="primary" elevation={0} component="header">
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1, md: 2 }, minHeight: { xs: 60, md: 68 } }}>
        <IconButton
          color="inherit"
          edge="start"
          className="needs-script"
          aria-label={t('nav.openMenu')}
          aria-expanded={drawerOpen}
          aria-controls="mobile-navigation"
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to={paths.home.href()}
          aria-label={t('header.logoLabel')}
          sx={{ color: 'inherit', textDecoration: 'none', display: 'inline-flex', flexShrink: 0 }}
        >
          <Logo />
        </Box>
        <Box sx={{ flex: 1, display: { xs: 'none', sm: 'flex' }, justifyContent: 'center' }}>
          <SearchBox />
        </Box>
        <Box sx={{ flex: { xs: 1, sm: 0 } }} />
        {showsEmergencyButton(pathname) && <EmergencyHelpButton />}
        <ProfileButton />
      </Toolbar>
      <Box sx={{ display: { xs: 'flex', sm: 'none' }, px: 2, pb: 1.5 }}>
        <SearchBox id="header-search-mobile" />
      </Box>
      <Box
        component="nav"
        className="site-nav"
        aria-label={t('nav.label')}
        sx={{
          display: { xs: 'none', md: 'flex' },
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          px: 2,
        }}
      >
        {NAV_ITEMS.map((item) => (
          <Button
            key={item.key}
            component={NavLink}
            to={item.to}
            end={item.end}
            sx={{
              color: 'text.primary',
              borderRadius: 0,
              px: 2,
              py: 1.25,
              borderBottom: '3px solid transparent',
              '&.active': { borderBottomColor: 'primary.main', color: 'primary.main' },
            }}
          >
            {t(`nav.${item.key}`)}
          </Button>
        ))}
      </Box>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
