import type { FeedbackKind, GuideCategory, PlanSection, Topic } from '@prepwell/contract';

/**
 * Navigation state `/hazards` reads to open the guide on a category or topic (Home's panels,
 * the spec's "navigation state can preselect a category").
 */
export interface HazardsNavigationState {
  category?: GuideCategory;
  topic?: Topic;
}

/**
 * The navigation state of a redirect away from an address that leads nowhere (spec §8): the page
 * it lands on says so (components/not-found-notice.tsx). Here, with the routes, so the screens that
 * redirect need not load the notice.
 */
export const NOT_FOUND = { notFound: true } as const;

/**
 * Every route of the web app, as the specs' route tables write them, in one table: `pattern` is
 * what `app/router.tsx` matches, `href(...)` builds a link to it. Neither is spelled anywhere else
 * (API paths are the contract's `API_PATHS`).
 */

/** Each section of My Emergency Plan's address under `/plan/` (ADR 035). */
export const PLAN_SECTION_PATHS: Record<PlanSection, string> = {
  members: 'household',
  contacts: 'contacts',
  meeting_places: 'meeting-places',
  pets: 'pets',
  services: 'doctors-and-insurance',
  utilities: 'utilities',
  other_plans: 'school-and-work',
  evacuation: 'evacuation',
};

/** A route without parameters: its pattern is its link. */
function fixed<const P extends string>(pattern: P) {
  return { pattern, href: (): P => pattern };
}

export const paths = {
  home: fixed('/'),
  hazards: {
    pattern: '/hazards',
    /** The hazard guide, searching for `query` when one is given. */
    href: (query?: string) => (query ? `/hazards?query=${encodeURIComponent(query)}` : '/hazards'),
    /**
     * The guide opened on a topic or category (`?topic=`, `?category=`): the address carries it
     * as well as the navigation state, so a click that lands before the page is interactive, a
     * new tab, or a browser without JavaScript opens the same choice.
     */
    on: ({ category, topic }: HazardsNavigationState) => {
      const query = new URLSearchParams();
      if (category) query.set('category', category);
      if (topic) query.set('topic', topic);
      const text = query.toString();
      return text ? `/hazards?${text}` : '/hazards';
    },
  },
  hazard: {
    pattern: '/hazards/:hazardId',
    href: (hazardId: string | number) => `/hazards/${hazardId}`,
  },
  hazardBlock: {
    pattern: '/hazards/:hazardId/:blockId',
    href: (hazardId: string | number, blockId: string | number) => `/hazards/${hazardId}/${blockId}`,
  },
  bookmarks: fixed('/bookmarks'),
  alerts: fixed('/alerts'),
  alert: {
    pattern: '/alerts/:alertId',
    href: (alertId: string | number) => `/alerts/${alertId}`,
  },
  plan: fixed('/plan'),
  planPrint: fixed('/plan/print'),
  /** "I'm safe" (`safe`) or "I need help" (`help`) to the plan's contacts. */
  planTell: {
    pattern: '/plan/tell/:kind',
    href: (kind: 'safe' | 'help') => `/plan/tell/${kind}`,
  },
  planSection: {
    pattern: '/plan/:section',
    href: (section: PlanSection) => `/plan/${PLAN_SECTION_PATHS[section]}`,
  },
  emergencyHelp: fixed('/emergency-help'),
  settings: fixed('/settings'),
  languages: fixed('/settings/language'),
  account: fixed('/settings/account'),
  faq: fixed('/settings/faq'),
  about: fixed('/settings/about'),
  aboutUs: fixed('/settings/about-us'),
  reportIssue: fixed('/settings/report-issue'),
  techSupport: fixed('/settings/tech-support'),
  whatToKnow911: fixed('/settings/911'),
  prepChecks: fixed('/prep-checks'),
  prepCheck: {
    pattern: '/prep-checks/:prepCheckId',
    href: (prepCheckId: string | number) => `/prep-checks/${prepCheckId}`,
  },
  prepCheckComplete: {
    pattern: '/prep-checks/:prepCheckId/complete',
    href: (prepCheckId: string | number) => `/prep-checks/${prepCheckId}/complete`,
  },
  prepCheckResults: {
    pattern: '/prep-checks/:prepCheckId/results',
    href: (prepCheckId: string | number) => `/prep-checks/${prepCheckId}/results`,
  },
  myEmergencyItems: fixed('/my-emergency-items'),
  aboutPrepwell: fixed('/about-prepwell'),
  terms: fixed('/terms'),
  privacy: fixed('/privacy'),
  feedback: {
    pattern: '/feedback',
    /** Our feedback form, opened on `kind` (Report Issue, Request a Hazard…) when one is given. */
    href: (kind?: FeedbackKind) => (kind ? `/feedback?kind=${kind}` : '/feedback'),
  },
  showcase: fixed('/showcase'),
} as const;
