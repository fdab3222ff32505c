export * from './read-pack.js';
export * from './schema/common.js';
export * from './schema/hazard.js';
