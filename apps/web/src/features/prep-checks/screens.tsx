import { createElement } from 'react';
import { CompletePage } from './components/complete-page';
import { PrepChecksPage } from './components/prep-checks-page';
import { QuestionnairePage } from './components/questionnaire-page';
import { ResultsPage } from './components/results-page';

const SCREENS = {
  landing: PrepChecksPage,
  questionnaire: QuestionnairePage,
  complete: CompletePage,
  results: ResultsPage,
};

/**
 * The Prep Checks screens, loaded as one chunk and reached through one lazy entry: each lazy
 * entry is a line of the shell, which the home route's size budget pays for.
 */
export function PrepChecksScreen({ name }: { name: keyof typeof SCREENS }) {
  return createElement(SCREENS[name]);
}
