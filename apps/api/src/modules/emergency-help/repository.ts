import type { FastifyInstance } from 'fastify';
import { isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { crisisIntents, crisisOptions } from '../../db/schema.js';

export type CrisisOptionRow = typeof crisisOptions.$inferSelect;
export type CrisisIntentRow = typeof crisisIntents.$inferSelect;

/** Every crisis support option that is not archived (a few dozen rows: read whole). */
export function listCrisisOptions(db: Database): Promise<CrisisOptionRow[]> {
  return db.select().from(crisisOptions).where(isNull(crisisOptions.archivedAt));
}

/** The crisis support options of the current content version (read once per version, per replica). */
export const currentCrisisOptions = (app: FastifyInstance): Promise<CrisisOptionRow[]> =>
  app.contentCache.get('crisis-options', () => listCrisisOptions(app.database.db));

/** The crisis intents of the current content version (a dozen rows, read once per version). */
export const currentCrisisIntents = (app: FastifyInstance): Promise<CrisisIntentRow[]> =>
  app.contentCache.get('crisis-intents', () => app.database.db.select().from(crisisIntents));
