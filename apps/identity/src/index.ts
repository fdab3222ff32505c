export * from './accounts.js';
export * from './adapter.js';
export * from './db/schema.js';
export * from './keys.js';
export * from './passwords.js';
export * from './provider.js';
export * from './plugin.js';
export * from './texts.js';
