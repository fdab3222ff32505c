/** Every route of both specs' route tables (plus our own pages), with the title each must show. */
export const ROUTES = [
  { path: '/', title: 'Home - Prepwell', name: 'home' },
  { path: '/hazards', title: 'Hazard Guide - Prepwell', name: 'hazard-guide' },
  { path: '/hazards/fixture-flood', title: 'Fixture Flood - Prepwell', name: 'hazard' },
  { path: '/bookmarks', title: 'Bookmarks - Prepwell', name: 'bookmarks' },
  { path: '/emergency-help', title: 'Get Emergency Help - Prepwell', name: 'emergency-help' },
  { path: '/settings/language', title: 'Languages - Prepwell', name: 'settings-language' },
  { path: '/settings/account', title: 'My Account - Prepwell', name: 'settings-account' },
  { path: '/settings/faq', title: 'FAQ - Prepwell', name: 'settings-faq' },
  { path: '/settings/about', title: 'About Us - Prepwell', name: 'settings-about' },
  { path: '/settings/about-us', title: 'About Us - Prepwell', name: 'settings-about-us' },
  { path: '/settings/report-issue', title: 'Report Issue - Prepwell', name: 'settings-report-issue' },
  { path: '/settings/tech-support', title: 'Tech Support - Prepwell', name: 'settings-tech-support' },
  { path: '/settings/911', title: 'What to Know About 911 - Prepwell', name: 'settings-911' },
  { path: '/prep-checks', title: 'Prep Checks - Prepwell', name: 'prep-checks' },
  // Signed-in only: an anonymous visitor is sent to the list (the Prep Checks specs show them signed in).
  { path: '/prep-checks/1', title: 'Prep Checks - Prepwell', name: 'prep-check' },
  { path: '/prep-checks/1/complete', title: 'Prep Checks - Prepwell', name: 'prep-check-complete' },
  { path: '/prep-checks/1/results', title: 'Prep Checks - Prepwell', name: 'prep-check-results' },
  // Anonymous visitors meet the login wall here: a modal over the page (its heading behind it).
  {
    path: '/my-emergency-items',
    title: 'My Emergency Items - Prepwell',
    name: 'my-emergency-items',
    modal: true,
  },
  { path: '/about-prepwell', title: 'How Prepwell Works - Prepwell', name: 'about-prepwell' },
  { path: '/terms', title: 'Terms of Service - Prepwell', name: 'terms' },
  { path: '/privacy', title: 'Privacy Policy - Prepwell', name: 'privacy' },
  { path: '/feedback', title: 'Send Feedback - Prepwell', name: 'feedback' },
] as const;
