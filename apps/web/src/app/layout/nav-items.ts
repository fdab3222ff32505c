import { paths } from '../../config/paths';

/**
 * The navigation bar, in the spec's order, with Alerts (ADR 034) after the guide and My Plan
 * (ADR 035) after the Prep Checks.
 */
export const NAV_ITEMS = [
  { key: 'home', to: paths.home.href(), end: true },
  { key: 'hazardGuide', to: paths.hazards.href(), end: false },
  { key: 'alerts', to: paths.alerts.href(), end: false },
  { key: 'bookmarks', to: paths.bookmarks.href(), end: false },
  { key: 'prepChecks', to: paths.prepChecks.href(), end: false },
  { key: 'plan', to: paths.plan.href(), end: false },
  { key: 'settings', to: paths.settings.href(), end: false },
] as const;

/** The emergency-help button is hidden on the emergency-help and prep-check paths. */
export function showsEmergencyButton(pathname: string): boolean {
  return !(pathname.startsWith(paths.emergencyHelp.pattern) || pathname.startsWith(paths.prepChecks.pattern));
}
