/**
 * The one Drizzle schema, split by owner (ARCHITECTURE: "Who owns which tables") into
 * `tables/areas.ts`, `tables/platform.ts`, `tables/content.ts`, `tables/accounts.ts`, `tables/bookmarks.ts`,
 * `tables/usage.ts`, `tables/prep-checks.ts`, `tables/alerts.ts`, `tables/places.ts`, `tables/push.ts` and `tables/plans.ts`; this file re-exports them so every module keeps importing `db/schema.js`.
 * Migrations in `drizzle/` are generated from it with `npm run db:generate` and applied at start;
 * a landed migration is never edited.
 *
 * Content ids (hazards, blocks, creators) come from the content files and are never renumbered;
 * retired content is archived (`archived_at`), not deleted, while anything points at it.
 */
export * from './tables/areas.js';
export * from './tables/platform.js';
export * from './tables/content.js';
export * from './tables/accounts.js';
export * from './tables/bookmarks.js';
export * from './tables/usage.js';
export * from './tables/prep-checks.js';
export * from './tables/alerts.js';
export * from './tables/places.js';
export * from './tables/push.js';
export * from './tables/plans.js';
