import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { paths } from '../../config/paths';
import { useAppConfig } from '../../lib/app-config';
import { useProfile } from '../../lib/auth/profile-store';

interface Entry {
  label: string;
  to?: string;
  href?: string;
}

/**
 * Settings: tab groups General (Languages; Account when profiles are on), About Us (Privacy
 * Policy, FAQ, About) and Tech Support (Report Issue), beside (wide) or above (narrow) the page.
 */
export function SettingsLayout() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { status } = useProfile();
  // On small screens the sections fold into one button so the page itself comes first into view
  // (CSS decides, so the server's HTML fits any width; index.html's <noscript> style unfolds them).
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const groups: { key: string; label: string; entries: Entry[] }[] = [
    {
      key: 'general',
      // The General group is called Profile while someone is signed in (spec §2).
      label: status === 'signed-in' ? t('settings.groups.profile') : t('settings.groups.general'),
      entries: [
        { label: t('titles.languages'), to: paths.languages.href() },
        ...(config.features.profiles ? [{ label: t('titles.account'), to: paths.account.href() }] : []),
      ],
    },
    {
      key: 'about',
      label: t('settings.groups.aboutUs'),
      entries: [
        config.links.privacy
          ? { label: t('settings.privacyPolicy'), href: config.links.privacy }
          : { label: t('settings.privacyPolicy'), to: paths.privacy.href() },
        { label: t('titles.faq'), to: paths.faq.href() },
        { label: t('titles.aboutUs'), to: paths.about.href() },
        { label: t('settings.whatToKnow911'), to: paths.whatToKnow911.href() },
      ],
    },
    {
      key: 'tech',
      label: t('settings.groups.techSupport'),
      entries: [{ label: t('titles.reportIssue'), to: paths.reportIssue.href() }],
    },
  ];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, gap: 3 }}>
        <Paper
          component="nav"
          aria-label={t('settings.navLabel')}
          variant="outlined"
          sx={{ alignSelf: 'start' }}
        >
          <Button
            className="settings-menu-button"
            fullWidth
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls="settings-sections"
            endIcon={<ExpandMoreIcon sx={{ transform: menuOpen ? 'rotate(180deg)' : 'none' }} />}
            sx={{
              justifyContent: 'space-between',
              px: 2,
              py: 1.25,
              color: 'text.primary',
              display: { md: 'none' },
            }}
          >
            {t('settings.navLabel')}
          </Button>
          <Box
            id="settings-sections"
            className="settings-sections"
            sx={{ display: { xs: menuOpen ? 'block' : 'none', md: 'block' } }}
          >
            {groups.map((group) => (
              <Box key={group.key}>
                <Typography
                  component="h2"
                  id={`settings-group-${group.key}`}
                  sx={{ fontWeight: 700, fontSize: '0.9rem', color: 'text.secondary', px: 2, pt: 1.5 }}
                >
                  {group.label}
                </Typography>
                <List dense aria-labelledby={`settings-group-${group.key}`}>
                  {group.entries.map((entry) => (
                    <ListItem key={entry.label} disablePadding>
                      {entry.to ? (
                        <ListItemButton
                          component={NavLink}
                          to={entry.to}
                          sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
                        >
                          {entry.label}
                        </ListItemButton>
                      ) : (
                        <ListItemButton
                          component={Link}
                          href={entry.href}
                          target="_blank"
                          rel="noopener noreferrer"
                          underline="none"
                        >
                          {entry.label}
                          <OpenInNewIcon fontSize="small" sx={{ ml: 1 }} aria-hidden="true" />
                        </ListItemButton>
                      )}
                    </ListItem>
                  ))}
                </List>
              </Box>
            ))}
          </Box>
        </Paper>
        <Box sx={{ minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </Container>
  );
}
