/** Test factories (`@prepwell/contract/testing`): for tests, e2e specs and benches only. */
export * from './prep-check-answers.js';
export * from './profile.js';
