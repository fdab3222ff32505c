import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, useParams, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { HomePage } from '../features/home/home-page';
import type { PlaceholderKey } from '../features/placeholder/placeholder-page';
import { PageLoading } from '../components/page-loading';
import { useAppConfig, useAppConfigLoaded } from '../lib/app-config';
import { useProfile } from '../lib/auth/profile-store';
import { AppShell } from './layout/app-shell';

/**
 * Routes, declared with React Router's declarative API and split per screen with React.lazy:
 * see docs/decisions/005-declarative-routes.md for why not the data router.
 */

/**
 * A screen in its own chunk: `load` returns the module, `pick` the component in it. The screen
 * is wrapped in the (lazily loaded) TanStack Query boundary its data hooks need.
 */
function screen<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => {
    const [module, { QueryBoundary }] = await Promise.all([load(), import('../lib/query-boundary')]);
    const Screen = pick(module);
    return {
      default: (props: P) => (
        <QueryBoundary>
          <Screen {...props} />
        </QueryBoundary>
      ),
    };
  });
}

const PlaceholderPage = screen(
  () => import('../features/placeholder/placeholder-page'),
  (m) => m.PlaceholderPage,
);
const placeholder = (name: PlaceholderKey) => <PlaceholderPage name={name} />;
const MyEmergencyItemsPage = screen(
  () => import('../features/emergency-items/my-emergency-items-page'),
  (m) => m.MyEmergencyItemsPage,
);
const SettingsLayout = screen(
  () => import('../features/settings/settings-layout'),
  (m) => m.SettingsLayout,
);
const LanguagesPage = screen(
  () => import('../features/settings/languages-page'),
  (m) => m.LanguagesPage,
);
const AccountPage = screen(
  () => import('../features/settings/account-page'),
  (m) => m.AccountPage,
);
const FaqPage = screen(
  () => import('../features/settings/faq-page'),
  (m) => m.FaqPage,
);
const AboutPage = screen(
  () => import('../features/settings/about-page'),
  (m) => m.AboutPage,
);
const ReportIssuePage = screen(
  () => import('../features/settings/report-issue-page'),
  (m) => m.ReportIssuePage,
);
const WhatToKnow911Page = screen(
  () => import('../features/settings/what-to-know-911-page'),
  (m) => m.WhatToKnow911Page,
);
const AboutPrepwellPage = screen(
  () => import('../features/info/about-prepwell-page'),
  (m) => m.AboutPrepwellPage,
);
const LegalPage = screen(
  () => import('../features/info/legal-page'),
  (m) => m.LegalPage,
);
const FeedbackPage = screen(
  () => import('../features/feedback/feedback-page'),
  (m) => m.FeedbackPage,
);
const ShowcasePage = screen(
  () => import('../features/showcase/showcase-page'),
  (m) => m.ShowcasePage,
);

/** Prep Check ids in the path must be numeric; anything else goes back to the list. */
function NumericPrepCheckId({ children }: { children: ReactNode }) {
  const { id } = useParams();
  if (!id || !/^\d+$/.test(id)) return <Navigate to={paths.prepChecks} replace />;
  return children;
}

/** `/settings` opens Account when profiles are on and someone is signed in, otherwise Languages. */
function SettingsIndex() {
  const { features } = useAppConfig();
  const loaded = useAppConfigLoaded();
  const { status } = useProfile();
  if (!loaded) return <PageLoading />;
  return (
    <Navigate to={features.profiles && status === 'signed-in' ? paths.account : paths.languages} replace />
  );
}

/** Account settings exist only when profiles are enabled. */
function ProfilesOnly({ children }: { children: ReactNode }) {
  const { features } = useAppConfig();
  const loaded = useAppConfigLoaded();
  if (!loaded) return <PageLoading />;
  if (!features.profiles) return <Navigate to={paths.languages} replace />;
  return children;
}

const prepCheck = (name: PlaceholderKey) => <NumericPrepCheckId>{placeholder(name)}</NumericPrepCheckId>;

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'hazards', element: placeholder('hazardGuide') },
      { path: 'hazards/:slug', element: placeholder('hazard') },
      { path: 'hazards/:id/:blockId', element: placeholder('hazard') },
      { path: 'bookmarks', element: placeholder('bookmarks') },
      { path: 'emergency-help', element: placeholder('emergencyHelp') },
      { path: 'prep-checks', element: placeholder('prepChecks') },
      { path: 'prep-checks/:id', element: prepCheck('prepCheck') },
      { path: 'prep-checks/:id/complete', element: prepCheck('prepCheckComplete') },
      { path: 'prep-checks/:id/results', element: prepCheck('prepCheckResults') },
      { path: 'my-emergency-items', element: <MyEmergencyItemsPage /> },
      {
        path: 'settings',
        element: <SettingsLayout />,
        children: [
          { index: true, element: <SettingsIndex /> },
          { path: 'language', element: <LanguagesPage /> },
          {
            path: 'account',
            element: (
              <ProfilesOnly>
                <AccountPage />
              </ProfilesOnly>
            ),
          },
          { path: 'faq', element: <FaqPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'about-us', element: <AboutPage /> },
          { path: 'report-issue', element: <ReportIssuePage /> },
          { path: 'tech-support', element: <ReportIssuePage titleKey="techSupport" /> },
          { path: '911', element: <WhatToKnow911Page /> },
          { path: '*', element: <Navigate to={paths.settings} replace /> },
        ],
      },
      { path: 'about-prepwell', element: <AboutPrepwellPage /> },
      { path: 'terms', element: <LegalPage kind="terms" /> },
      { path: 'privacy', element: <LegalPage kind="privacy" /> },
      { path: 'feedback', element: <FeedbackPage /> },
      ...(__SHOWCASE__ ? [{ path: 'showcase', element: <ShowcasePage /> }] : []),
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
