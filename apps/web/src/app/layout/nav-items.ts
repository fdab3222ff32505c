import { paths } from '../../config/paths';

/** The navigation bar, in the spec's order. */
export const NAV_ITEMS = [
  { key: 'home', to: paths.home, end: true },
  { key: 'hazardGuide', to: paths.hazards, end: false },
  { key: 'bookmarks', to: paths.bookmarks, end: false },
  { key: 'prepChecks', to: paths.prepChecks, end: false },
  { key: 'settings', to: paths.settings, end: false },
] as const;

/** The emergency-help button is hidden on the emergency-help and prep-check paths. */
export function showsEmergencyButton(pathname: string): boolean {
  return !(pathname.startsWith(paths.emergencyHelp) || pathname.startsWith(paths.prepChecks));
}
