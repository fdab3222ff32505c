export * from './accounts.js';
export * from './db/schema.js';
export * from './passwords.js';
