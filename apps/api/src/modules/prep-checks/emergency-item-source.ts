import type { FastifyInstance } from 'fastify';
import { currentCatalog, PrepCheckWire } from './catalog.js';
import { languagesOf } from './http.js';
import type { EmergencyItemSource } from '../../lib/user-emergency-items.js';

/** My Emergency Items' items, read from the Prep Check content they belong to (composed in app.ts). */
export const emergencyItemSource = (app: FastifyInstance): EmergencyItemSource => ({
  list: async (lang, has) => {
    const catalog = await currentCatalog(app);
    const wire = new PrepCheckWire(languagesOf(lang));
    return catalog.items.map((item) => wire.item(catalog, item, has.get(item.id) === true));
  },
  find: async (key) => {
    const item = (await currentCatalog(app)).item(key);
    return item && { id: item.id, name: item.name };
  },
});
