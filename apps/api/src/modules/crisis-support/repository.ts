import type { FastifyInstance } from 'fastify';
import { isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { crisisOptions } from '../../db/schema.js';

export type CrisisOptionRow = typeof crisisOptions.$inferSelect;

/** Every crisis support option that is not archived (a few dozen rows: read whole). */
export function listCrisisOptions(db: Database): Promise<CrisisOptionRow[]> {
  return db.select().from(crisisOptions).where(isNull(crisisOptions.archivedAt));
}

/** The crisis support options of the current content version (read once per version, per replica). */
export const currentCrisisOptions = (app: FastifyInstance): Promise<CrisisOptionRow[]> =>
  app.contentCache.get('crisis-options', () => listCrisisOptions(app.database.db));
