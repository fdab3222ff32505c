/*
 * Server rendering (ADR 032): each screen's module as the client build's manifest names it, so a
 * page's head can link the chunks of its screens. Only the server build reads this: the browser's
 * bundle carries none of these paths. A test checks that every screen of the routes is here and
 * that each path is the module the screen loads.
 */
import * as screens from './router';

/** The query boundary's module, which every screen loads. */
const QUERY_BOUNDARY_SOURCE = 'src/lib/query-boundary.tsx';

export const SCREEN_SOURCES = new Map<unknown, string>([
  [screens.HazardListPage, 'src/features/hazards/components/hazard-list-page.tsx'],
  [screens.HazardPage, 'src/features/hazards/components/hazard-page.tsx'],
  [screens.EmergencyHelpPage, 'src/features/emergency-help/components/emergency-help-page.tsx'],
  [screens.BookmarksPage, 'src/features/hazards/components/bookmarks-page.tsx'],
  [screens.MyEmergencyItemsPage, 'src/features/emergency-items/my-emergency-items-page.tsx'],
  [screens.SettingsLayout, 'src/features/settings/settings-layout.tsx'],
  [screens.LanguagesPage, 'src/features/settings/languages-page.tsx'],
  [screens.AccountPage, 'src/features/account/components/account-page.tsx'],
  [screens.FaqPage, 'src/features/settings/faq-page.tsx'],
  [screens.AboutPage, 'src/features/settings/about-page.tsx'],
  [screens.ReportIssuePage, 'src/features/settings/report-issue-page.tsx'],
  [screens.WhatToKnow911Page, 'src/features/settings/what-to-know-911-page.tsx'],
  [screens.AboutPrepwellPage, 'src/features/info/about-prepwell-page.tsx'],
  [screens.LegalPage, 'src/features/info/legal-page.tsx'],
  [screens.PrepChecksScreen, 'src/features/prep-checks/screens.tsx'],
  [screens.FeedbackPage, 'src/features/feedback/feedback-page.tsx'],
  [screens.AlertsPage, 'src/features/alerts/alerts-page.tsx'],
  [screens.AlertPage, 'src/features/alerts/alert-page.tsx'],
  [screens.PlanPage, 'src/features/plan/plan-page.tsx'],
  [screens.PlanSectionPage, 'src/features/plan/plan-page.tsx'],
  [screens.PlanPrintPage, 'src/features/plan/plan-print-page.tsx'],
  [screens.PlanTellPage, 'src/features/plan/tell-page.tsx'],
  [screens.ShowcasePage, 'src/features/showcase/showcase-page.tsx'],
]);

/** The source modules of the screens at `pathname`, as the build's manifest names them. */
export function routeSources(pathname: string): string[] {
  const sources = screens.screensOf(pathname).flatMap((screen) => {
    const source = SCREEN_SOURCES.get(screen);
    return source ? [source, QUERY_BOUNDARY_SOURCE] : [];
  });
  return [...new Set(sources)];
}
