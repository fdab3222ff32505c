/**
 * The Prep Checks screens, loaded as one: the router's lazy entry for each is a line of the
 * shell, which the home route's size budget pays for, so they share one.
 */
export { PrepChecksPage } from './components/prep-checks-page';
export { ResultsPage } from './components/results-page';
