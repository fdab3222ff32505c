import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, matchRoutes, useParams, useRoutes, type RouteObject } from 'react-router';
import { NOT_FOUND, paths } from '../config/paths';
import { HomePage } from '../features/home/home-page';
import { PageLoading } from '../components/page-loading';
import { useAppConfig, useAppConfigLoaded } from '../lib/app-config';
import { useProfile } from '../lib/auth/profile-store';
import { AppShell } from './layout/app-shell';
import { HomeAlertsSlot } from './home-alerts-slot';

/**
 * Routes, declared with React Router's declarative API and split per screen with React.lazy:
 * see docs/decisions/005-declarative-routes.md for why not the data router.
 */

/**
 * A screen in its own chunk: `load` returns the module, `pick` the component in it. The screen
 * is wrapped in the (lazily loaded) TanStack Query boundary its data hooks need. The server
 * links its chunks from the page's head (app/screen-sources.ts, ADR 032).
 */
function screen<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
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
  return Object.assign(PreloadableScreen, { preload, load });
}

export const HazardListPage = screen(
  () => import('../features/hazards/components/hazard-list-page'),
  (m) => m.HazardListPage,
);
export const HazardPage = screen(
  () => import('../features/hazards/components/hazard-page'),
  (m) => m.HazardPage,
);
export const EmergencyHelpPage = screen(
  () => import('../features/emergency-help/components/emergency-help-page'),
  (m) => m.EmergencyHelpPage,
);
export const BookmarksPage = screen(
  () => import('../features/hazards/components/bookmarks-page'),
  (m) => m.BookmarksPage,
);
export const MyEmergencyItemsPage = screen(
  () => import('../features/emergency-items/my-emergency-items-page'),
  (m) => m.MyEmergencyItemsPage,
);
export const SettingsLayout = screen(
  () => import('../features/settings/settings-layout'),
  (m) => m.SettingsLayout,
);
export const LanguagesPage = screen(
  () => import('../features/settings/languages-page'),
  (m) => m.LanguagesPage,
);
export const AccountPage = screen(
  () => import('../features/account/components/account-page'),
  (m) => m.AccountPage,
);
export const FaqPage = screen(
  () => import('../features/settings/faq-page'),
  (m) => m.FaqPage,
);
export const AboutPage = screen(
  () => import('../features/settings/about-page'),
  (m) => m.AboutPage,
);
export const ReportIssuePage = screen(
  () => import('../features/settings/report-issue-page'),
  (m) => m.ReportIssuePage,
);
export const WhatToKnow911Page = screen(
  () => import('../features/settings/what-to-know-911-page'),
  (m) => m.WhatToKnow911Page,
);
export const AboutPrepwellPage = screen(
  () => import('../features/info/about-prepwell-page'),
  (m) => m.AboutPrepwellPage,
);
export const LegalPage = screen(
  () => import('../features/info/legal-page'),
  (m) => m.LegalPage,
);
export const PrepChecksScreen = screen(
  () => import('../features/prep-checks/screens'),
  (m) => m.PrepChecksScreen,
);
export const AlertsPage = screen(
  () => import('../features/alerts/alerts-page'),
  (m) => m.AlertsPage,
);
export const AlertPage = screen(
  () => import('../features/alerts/alert-page'),
  (m) => m.AlertPage,
);
export const PlanPage = screen(
  () => import('../features/plan/plan-page'),
  (m) => m.PlanPage,
);
export const PlanPrintPage = screen(
  () => import('../features/plan/plan-print-page'),
  (m) => m.PlanPrintPage,
);
export const PlanTellPage = screen(
  () => import('../features/plan/tell-page'),
  (m) => m.PlanTellPage,
);
export const PlanSectionPage = screen(
  () => import('../features/plan/plan-page'),
  (m) => m.PlanSectionPage,
);
export const FeedbackPage = screen(
  () => import('../features/feedback/feedback-page'),
  (m) => m.FeedbackPage,
);
// Only `vite build --mode showcase` has this screen: elsewhere `__SHOWCASE__` is `false`, so the
// bundler drops the import and the normal build has no showcase chunk at all.
export const ShowcasePage = __SHOWCASE__
  ? screen(
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
      { index: true, element: <HomePage alerts={<HomeAlertsSlot />} /> },
      { path: paths.hazards.pattern, element: <HazardListPage /> },
      { path: paths.hazard.pattern, element: <HazardPage /> },
      { path: paths.hazardBlock.pattern, element: <HazardPage /> },
      { path: paths.bookmarks.pattern, element: <BookmarksPage /> },
      {
        path: paths.emergencyHelp.pattern,
        element: <EmergencyHelpPage />,
      },
      { path: paths.alerts.pattern, element: <AlertsPage /> },
      { path: paths.alert.pattern, element: <AlertPage /> },
      { path: paths.plan.pattern, element: <PlanPage /> },
      { path: paths.planPrint.pattern, element: <PlanPrintPage /> },
      { path: paths.planTell.pattern, element: <PlanTellPage /> },
      { path: paths.planSection.pattern, element: <PlanSectionPage /> },
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

export type Screen = ReturnType<typeof screen>;

/** The screens of the routes matching `pathname`, outermost first. */
export function screensOf(pathname: string): Screen[] {
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

export function AppRoutes() {
  return useRoutes(routes);
}
