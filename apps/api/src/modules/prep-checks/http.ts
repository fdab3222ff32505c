import type { FastifyInstance } from 'fastify';
import type { LanguageCode } from '@prepwell/contract';
import { AppError } from '../../lib/app-error.js';
import type { LanguageChoice } from '../../lib/guide/guide.js';
import { currentCatalog } from './catalog.js';

/** What the Prep Check routes share: languages asked, private answers, a known Prep Check. */

export const languagesOf = (lang: LanguageCode | undefined): LanguageChoice => (lang ? [lang] : 'all');

/** The Prep Check with this id in the current catalog (404 otherwise), with the catalog. */
export async function knownCheck(app: FastifyInstance, id: number) {
  const catalog = await currentCatalog(app);
  const check = catalog.check(id);
  if (!check) throw new AppError('NOT_FOUND', `No Prep Check with id ${id}.`);
  return { catalog, check };
}

export const tags = ['prep checks'];
