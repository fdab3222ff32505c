export * from './constants.js';
export * from './common.js';
export * from './errors.js';
export * from './languages.js';
export * from './platform.js';
export * from './account.js';
export * from './hazards.js';
export * from './guide-rules.js';
