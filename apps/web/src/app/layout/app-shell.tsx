import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../routes/route-error-boundary';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { PageLoading } from '../../components/page-loading';
import { HydrationMark } from '../../lib/hydration';
import { Footer } from './footer';
import { Header } from './header';
import { NotFoundNotice } from '../../components/not-found-notice';
import { usePageAnalytics } from './page-analytics';

/** Every route change scrolls to the top and moves focus to the new page's heading. */
function useRouteChangeFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.getElementById('page-heading');
    heading?.focus({ preventScroll: true });
  }, [pathname]);
}

export function AppShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useRouteChangeFocus();
  usePageAnalytics();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1, borderRadius: 1 },
        }}
      >
        {t('app.skipToContent')}
      </Box>
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <NotFoundNotice />
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <HydrationMark />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <Footer />
    </Box>
  );
}
