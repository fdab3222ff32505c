import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, matchRoutes, useParams, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { HomePage } from '../features/home/home-page';
import { PageLoading } from '../components/page-loading';
import { NOT_FOUND } from '../components/not-found-notice';
import { useAppConfig, useAppConfigLoaded } from '../lib/app-config';
import { useProfile } from '../lib/auth/profile-store';
import { AppShell } from './layout/app-shell';

/**
 * Routes, declared with React Router's declarative API and split per screen with React.lazy:
 * see docs/decisions/005-declarative-routes.md for why not the data router.
 */

/** The query boundary's module: every screen loads it (its path as the build's manifest names it). */
const QUERY_BOUNDARY_SOURCE = 'src/lib/query-boundary.tsx';

/**
 * A screen in its own chunk: `load` returns the module, `pick` the component in it; `source` is
 * the module's path as the build's manifest names it (the server preloads the screen's chunks,
 * ADR 032; a test checks it is the module `load` imports). The screen is wrapped in the (lazily
 * loaded) TanStack Query boundary its data hooks need.
 */
function screen<M, P extends object>(
  source: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  // Server rendering (spike): once loaded (preloadRoute before hydrating, or any earlier render)
  // the screen renders directly, without suspending, so hydration meets no lazy boundary.
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), import('../lib/query-boundary')]).then(
      ([module, { QueryBoundary }]) => {
        const Screen = pick(module);
        const Wrapped = (props: P) => (
          <QueryBoundary>
            <Screen {...props} />
          </QueryBoundary>
        );
        loaded = Wrapped;
        return { default: Wrapped };
      },
    ));
  const Lazy = lazy(preload);
  function PreloadableScreen(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(PreloadableScreen, { preload, load, sources: [source, QUERY_BOUNDARY_SOURCE] });
}

const HazardListPage = screen(
  'src/features/hazards/components/hazard-list-page.tsx',
  () => import('../features/hazards/components/hazard-list-page'),
  (m) => m.HazardListPage,
);
const HazardPage = screen(
  'src/features/hazards/components/hazard-page.tsx',
  () => import('../features/hazards/components/hazard-page'),
  (m) => m.HazardPage,
);
const EmergencyHelpPage = screen(
  'src/features/emergency-help/components/emergency-help-page.tsx',
  () => import('../features/emergency-help/components/emergency-help-page'),
  (m) => m.EmergencyHelpPage,
);
const BookmarksPage = screen(
  'src/features/hazards/components/bookmarks-page.tsx',
  () => import('../features/hazards/components/bookmarks-page'),
  (m) => m.BookmarksPage,
);
const MyEmergencyItemsPage = screen(
  'src/features/emergency-items/my-emergency-items-page.tsx',
  () => import('../features/emergency-items/my-emergency-items-page'),
  (m) => m.MyEmergencyItemsPage,
);
const SettingsLayout = screen(
  'src/features/settings/settings-layout.tsx',
  () => import('../features/settings/settings-layout'),
  (m) => m.SettingsLayout,
);
const LanguagesPage = screen(
  'src/features/settings/languages-page.tsx',
  () => import('../features/settings/languages-page'),
  (m) => m.LanguagesPage,
);
const AccountPage = screen(
  'src/features/account/components/account-page.tsx',
  () => import('../features/account/components/account-page'),
  (m) => m.AccountPage,
);
const FaqPage = screen(
  'src/features/settings/faq-page.tsx',
  () => import('../features/settings/faq-page'),
  (m) => m.FaqPage,
);
const AboutPage = screen(
  'src/features/settings/about-page.tsx',
  () => import('../features/settings/about-page'),
  (m) => m.AboutPage,
);
const ReportIssuePage = screen(
  'src/features/settings/report-issue-page.tsx',
  () => import('../features/settings/report-issue-page'),
  (m) => m.ReportIssuePage,
);
const WhatToKnow911Page = screen(
  'src/features/settings/what-to-know-911-page.tsx',
  () => import('../features/settings/what-to-know-911-page'),
  (m) => m.WhatToKnow911Page,
);
const AboutPrepwellPage = screen(
  'src/features/info/about-prepwell-page.tsx',
  () => import('../features/info/about-prepwell-page'),
  (m) => m.AboutPrepwellPage,
);
const LegalPage = screen(
  'src/features/info/legal-page.tsx',
  () => import('../features/info/legal-page'),
  (m) => m.LegalPage,
);
const PrepChecksScreen = screen(
  'src/features/prep-checks/screens.tsx',
  () => import('../features/prep-checks/screens'),
  (m) => m.PrepChecksScreen,
);
const FeedbackPage = screen(
  'src/features/feedback/feedback-page.tsx',
  () => import('../features/feedback/feedback-page'),
  (m) => m.FeedbackPage,
);
// Only `vite build --mode showcase` has this screen: elsewhere `__SHOWCASE__` is `false`, so the
// bundler drops the import and the normal build has no showcase chunk at all.
const ShowcasePage = __SHOWCASE__
  ? screen(
      'src/features/showcase/showcase-page.tsx',
      () => import('../features/showcase/showcase-page'),
      (m) => m.ShowcasePage,
    )
  : null;

/** Prep Check ids in the path must be numeric; anything else goes back to the list. */
function NumericPrepCheckId({ children }: { children: ReactNode }) {
  const { prepCheckId } = useParams();
  if (!prepCheckId || !/^\d+$/.test(prepCheckId))
    return <Navigate to={paths.prepChecks.href()} replace state={NOT_FOUND} />;
  return children;
}

/** `/settings` opens Account when profiles are on and someone is signed in, otherwise Languages. */
function SettingsIndex() {
  const { features } = useAppConfig();
  const loaded = useAppConfigLoaded();
  const { status } = useProfile();
  if (!loaded) return <PageLoading />;
  return (
    <Navigate
      to={features.profiles && status === 'signed-in' ? paths.account.href() : paths.languages.href()}
      replace
    />
  );
}

/** Account settings exist only when profiles are enabled. */
function ProfilesOnly({ children }: { children: ReactNode }) {
  const { features } = useAppConfig();
  const loaded = useAppConfigLoaded();
  if (!loaded) return <PageLoading />;
  if (!features.profiles) return <Navigate to={paths.languages.href()} replace />;
  return children;
}

/** The route table: every pattern comes from `config/paths.ts`, which also builds the links. */
export const routes: RouteObject[] = [
  {
    path: paths.home.pattern,
    element: <AppShell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: paths.hazards.pattern, element: <HazardListPage /> },
      { path: paths.hazard.pattern, element: <HazardPage /> },
      { path: paths.hazardBlock.pattern, element: <HazardPage /> },
      { path: paths.bookmarks.pattern, element: <BookmarksPage /> },
      { path: paths.emergencyHelp.pattern, element: <EmergencyHelpPage /> },
      { path: paths.prepChecks.pattern, element: <PrepChecksScreen name="landing" /> },
      {
        path: paths.prepCheck.pattern,
        element: (
          <NumericPrepCheckId>
            <PrepChecksScreen name="questionnaire" />
          </NumericPrepCheckId>
        ),
      },
      {
        path: paths.prepCheckComplete.pattern,
        element: (
          <NumericPrepCheckId>
            <PrepChecksScreen name="complete" />
          </NumericPrepCheckId>
        ),
      },
      {
        path: paths.prepCheckResults.pattern,
        element: (
          <NumericPrepCheckId>
            <PrepChecksScreen name="results" />
          </NumericPrepCheckId>
        ),
      },
      { path: paths.myEmergencyItems.pattern, element: <MyEmergencyItemsPage /> },
      {
        path: paths.settings.pattern,
        element: <SettingsLayout />,
        children: [
          { index: true, element: <SettingsIndex /> },
          { path: paths.languages.pattern, element: <LanguagesPage /> },
          {
            path: paths.account.pattern,
            element: (
              <ProfilesOnly>
                <AccountPage />
              </ProfilesOnly>
            ),
          },
          { path: paths.faq.pattern, element: <FaqPage /> },
          { path: paths.about.pattern, element: <AboutPage /> },
          { path: paths.aboutUs.pattern, element: <AboutPage /> },
          { path: paths.reportIssue.pattern, element: <ReportIssuePage /> },
          { path: paths.techSupport.pattern, element: <ReportIssuePage titleKey="techSupport" /> },
          { path: paths.whatToKnow911.pattern, element: <WhatToKnow911Page /> },
          { path: '*', element: <Navigate to={paths.settings.href()} replace /> },
        ],
      },
      { path: paths.aboutPrepwell.pattern, element: <AboutPrepwellPage /> },
      { path: paths.terms.pattern, element: <LegalPage kind="terms" /> },
      { path: paths.privacy.pattern, element: <LegalPage kind="privacy" /> },
      { path: paths.feedback.pattern, element: <FeedbackPage /> },
      ...(ShowcasePage ? [{ path: paths.showcase.pattern, element: <ShowcasePage /> }] : []),
      { path: '*', element: <Navigate to={paths.home.href()} replace state={NOT_FOUND} /> },
    ],
  },
];

type Screen = ReturnType<typeof screen>;

/** The screens of the routes matching `pathname`, outermost first. */
function screensOf(pathname: string): Screen[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.flatMap(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    return typeof type === 'function' && 'preload' in type ? [type as Screen] : [];
  });
}

/** Load the screen chunks the routes matching `pathname` need (server rendering, spike). */
export function preloadRoute(pathname: string): Promise<unknown> {
  return Promise.all(screensOf(pathname).map((screen) => screen.preload()));
}

/**
 * The source modules of the screens at `pathname`, as the build's manifest names them: the
 * server links their chunks from the page's head, so the browser fetches them with the entry
 * instead of after it (ADR 032).
 */
export function routeSources(pathname: string): string[] {
  return [...new Set(screensOf(pathname).flatMap((screen) => screen.sources))];
}

export function AppRoutes() {
  return useRoutes(routes);
}
