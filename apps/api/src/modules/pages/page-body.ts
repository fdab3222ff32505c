/*
 * Server rendering: the bodies of the guide's pages (`/hazards`,
 * `/hazards/{slug|id}[/{blockId}]`) rendered on the server, with the data their queries would
 * fetch taken from the same guide snapshot the API answers from, under the same query keys.
 */
import type { FastifyInstance } from 'fastify';
import { hazardQueryKeys, type ClientConfig } from '@prepwell/contract';
import { currentGuide } from '../../lib/guide/guide.js';
import { pageLanguage } from '../../lib/page-language.js';
import type { ServerRenderer } from '../../lib/ssr.js';
import type { PageBody, PageBodyProvider } from '../../plugins/web.js';
import { HAZARD_LIST_PATH, HAZARD_PAGE_PATH } from './hazard-path.js';

export function guidePageBody(
  app: FastifyInstance,
  renderer: ServerRenderer,
  config: ClientConfig,
): PageBodyProvider {
  return async (request, path): Promise<PageBody | null> => {
    const list = HAZARD_LIST_PATH.test(path);
    const key = HAZARD_PAGE_PATH.exec(path)?.[1];
    if (!list && !key) return null;
    const guide = await currentGuide(app);
    // One language for interface and content, as the head's (`?lang=` comes first in both).
    const lang = pageLanguage(request);
    const queries: { key: readonly unknown[]; data: unknown }[] = [];
    if (list) {
      queries.push({
        key: hazardQueryKeys.list(lang),
        data: { hazards: guide.summaries([lang]), savedCopy: false },
      });
    } else if (key) {
      const hazard = guide.findByAddress(key);
      // Unknown hazards: the browser sends them back to the guide, as today.
      if (!hazard) return null;
      queries.push({
        key: hazardQueryKeys.detail(key, lang),
        data: { hazard: guide.detail(hazard, [lang]), savedCopy: false },
      });
    }
    const started = performance.now();
    const rendered = await renderer.render({ url: request.url, lang, config, queries });
    request.log.debug({ path, ms: Math.round(performance.now() - started) }, 'page rendered on the server');
    return { lang, ...rendered };
  };
}
