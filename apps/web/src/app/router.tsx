import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { HomePage } from '../features/home/home-page';
import type { PlaceholderKey } from '../features/placeholder/placeholder-page';
import { AppShell } from './layout/app-shell';
import { RouteError } from './routes/route-error';

/** A route screen that is still a placeholder, loaded in its own chunk. */
const placeholder = (name: PlaceholderKey) => async () => {
  const { PlaceholderPage } = await import('../features/placeholder/placeholder-page');
  return { Component: () => <PlaceholderPage name={name} /> };
};

const guarded = (name: PlaceholderKey) => async () => {
  const [{ PlaceholderPage }, { NumericPrepCheckId }] = await Promise.all([
    import('../features/placeholder/placeholder-page'),
    import('./routes/guards'),
  ]);
  return {
    Component: () => (
      <NumericPrepCheckId>
        <PlaceholderPage name={name} />
      </NumericPrepCheckId>
    ),
  };
};

const settingsRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.languages} replace /> },
  {
    path: 'language',
    lazy: async () => ({ Component: (await import('../features/settings/languages-page')).LanguagesPage }),
  },
  {
    path: 'account',
    lazy: async () => {
      const [{ AccountPage }, { ProfilesOnly }] = await Promise.all([
        import('../features/settings/account-page'),
        import('./routes/guards'),
      ]);
      return {
        Component: () => (
          <ProfilesOnly>
            <AccountPage />
          </ProfilesOnly>
        ),
      };
    },
  },
  { path: 'faq', lazy: async () => ({ Component: (await import('../features/settings/faq-page')).FaqPage }) },
  ...['about', 'about-us'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('../features/settings/about-page')).AboutPage }),
  })),
  {
    path: 'report-issue',
    lazy: async () => ({
      Component: (await import('../features/settings/report-issue-page')).ReportIssuePage,
    }),
  },
  {
    path: 'tech-support',
    lazy: async () => {
      const { ReportIssuePage } = await import('../features/settings/report-issue-page');
      return { Component: () => <ReportIssuePage titleKey="techSupport" /> };
    },
  },
  {
    path: '911',
    lazy: async () => ({
      Component: (await import('../features/settings/what-to-know-911-page')).WhatToKnow911Page,
    }),
  },
  { path: '*', element: <Navigate to={paths.settings} replace /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'hazards', lazy: placeholder('hazardGuide') },
      { path: 'hazards/:slug', lazy: placeholder('hazard') },
      { path: 'hazards/:id/:blockId', lazy: placeholder('hazard') },
      { path: 'bookmarks', lazy: placeholder('bookmarks') },
      { path: 'emergency-help', lazy: placeholder('emergencyHelp') },
      { path: 'prep-checks', lazy: placeholder('prepChecks') },
      { path: 'prep-checks/:id', lazy: guarded('prepCheck') },
      { path: 'prep-checks/:id/complete', lazy: guarded('prepCheckComplete') },
      { path: 'prep-checks/:id/results', lazy: guarded('prepCheckResults') },
      { path: 'my-emergency-items', lazy: placeholder('myEmergencyItems') },
      {
        path: 'settings',
        lazy: async () => ({
          Component: (await import('../features/settings/settings-layout')).SettingsLayout,
        }),
        children: settingsRoutes,
      },
      {
        path: 'about-prepwell',
        lazy: async () => ({
          Component: (await import('../features/info/about-prepwell-page')).AboutPrepwellPage,
        }),
      },
      {
        path: 'terms',
        lazy: async () => {
          const { LegalPage } = await import('../features/info/legal-page');
          return { Component: () => <LegalPage kind="terms" /> };
        },
      },
      {
        path: 'privacy',
        lazy: async () => {
          const { LegalPage } = await import('../features/info/legal-page');
          return { Component: () => <LegalPage kind="privacy" /> };
        },
      },
      {
        path: 'feedback',
        lazy: async () => ({ Component: (await import('../features/feedback/feedback-page')).FeedbackPage }),
      },
      ...(__SHOWCASE__
        ? [
            {
              path: 'showcase',
              lazy: async () => ({
                Component: (await import('../features/showcase/showcase-page')).ShowcasePage,
              }),
            },
          ]
        : []),
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
