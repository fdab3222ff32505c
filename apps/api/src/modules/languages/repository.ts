import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { isLanguageCode, type Language } from '@prepwell/contract';
import type { Database } from '../../db/client.js';
import { languages } from '../../db/schema.js';

export async function listLanguages(db: Database): Promise<Language[]> {
  const rows = await db.select().from(languages).orderBy(asc(languages.position));
  return rows.flatMap((row) => (isLanguageCode(row.code) ? [{ title: row.title, value: row.code }] : []));
}

/** The language list of the current content version (read once per version). */
export const currentLanguages = (app: FastifyInstance): Promise<Language[]> =>
  app.contentCache.get('languages', () => listLanguages(app.database.db));
