export * from './read-pack.js';
export * from './schema/common.js';
export * from './schema/hazard.js';
export * from './schema/crisis-option.js';
export * from './schema/emergency-item.js';
export * from './schema/localized.js';
export * from './schema/prep-check.js';
export * from './schema/progress.js';
